"""The cards: data tables (:mod:`.data`) and their rules (basic, tricks, equipment)."""
