"""Ombre's presentation on the table (``presentation.OmbrePresentation``)."""
