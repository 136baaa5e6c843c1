"""Card data (stats, names, our own texts) and card effect scripts."""
