"""Bilingual user-facing text (zh-CN and en)."""

from __future__ import annotations

from dataclasses import dataclass

LANGS = ("zh", "en")


@dataclass(frozen=True, slots=True)
class Text:
    """A piece of user-facing text in Simplified Chinese and English.

    >>> Text("抽卡", "Draw").get("en")
    'Draw'
    """

    zh: str
    en: str

    def get(self, lang: str) -> str:
        """Return the text in ``lang`` (``"zh"`` or ``"en"``; anything else falls back to en)."""
        return self.zh if lang == "zh" else self.en

    def format(self, **kw: object) -> Text:
        """Return a copy with ``str.format`` applied to both languages."""
        return Text(self.zh.format(**kw), self.en.format(**kw))

    def to_json(self) -> dict[str, str]:
        """Plain-data form: ``{"zh": ..., "en": ...}``."""
        return {"zh": self.zh, "en": self.en}
