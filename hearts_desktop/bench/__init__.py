"""Benchmarks: ``python -m hearts_desktop.bench <name>``.

Each benchmark is a subcommand registered in ``__main__``; ``engine`` measures random hands
through the reference engine and through the fast simulation path. Results and the
machine they were measured on are recorded in ``docs/benchmarks.md``.
"""
