"""Card effects: the effect record, chain links, helpers and templates (see docs/ygo-card-api.md)."""
