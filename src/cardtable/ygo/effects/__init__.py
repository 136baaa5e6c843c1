"""Card effects: the effect record, chain links, helpers, templates (docs/ygo-card-api.md)."""
