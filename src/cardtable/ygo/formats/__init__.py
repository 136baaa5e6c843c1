"""YGO ecosystem file formats: ``.ydk`` decks, ``ydke://`` URLs, ``lflist.conf`` banlists and
``cards.cdb`` card databases. See ``docs/formats.md``."""
