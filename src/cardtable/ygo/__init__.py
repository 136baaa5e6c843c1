"""Yu-Gi-Oh! referee: the LP4000 (classic) and Master Rule 3 profiles of one engine."""
