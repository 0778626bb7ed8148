"""Hearts on the table: its presentation (``presentation.HeartsPresentation``)."""
