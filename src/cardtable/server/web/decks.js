// YGO deck builder: search cards, build main/extra/side, validate, import/export .ydk and ydke://.
import { api } from "./api.js";
import { t, L, getLang } from "./i18n.js";
import { installCardPop } from "./cardpop.js";
import { h, clear, toast } from "./dom.js";
import { fail } from "./app.js";
import { icon } from "./icons.js";

// A card type word ("Monster", "QuickPlay"…) in the chosen language.
function typeWord(x) { const w = t(`type_${x}`); return w.startsWith("type_") ? x : w; }

export function showDecks(main) {
  const deck = { main: [], extra: [], side: [] };
  const names = new Map();
  const q = h("input#card-search", { placeholder: t("search") });
  const typeSel = h("select#card-type", {}, ["", "Monster", "Spell", "Trap", "Fusion", "Ritual", "Effect", "Normal"].map((x) => h("option", { value: x, text: x ? typeWord(x) : "*" })));
  const results = h("div#card-results.card-results");
  const num = (id, ph) => h(`input#${id}.num`, { type: "number", placeholder: ph });
  const atkMin = num("atk-min", "ATK ≥"), atkMax = num("atk-max", "ATK ≤"), defMin = num("def-min", "DEF ≥"), levelIn = num("level", t("level"));
  const lists = { main: h("div#deck-main.deck-list"), extra: h("div#deck-extra.deck-list"), side: h("div#deck-side.deck-list") };
  const nameIn = h("input#deck-name", { placeholder: t("deck_name") });
  const io = h("textarea#deck-io", { rows: 6, placeholder: ".ydk / ydke://" });
  const report = h("div#deck-report");
  const saved = h("div#saved-decks");
  const profileSel = h("select#deck-profile", {}, ["classic", "lp4000-strict", "mr3"].map((x) => h("option", { value: x, text: x })));
  const banSel = h("select#deck-banlist", { title: t("banlist") }, h("option", { value: "", text: `${t("banlist")}: —` }), h("option", { value: "lp4000", text: `${t("banlist")}: lp4000` }));

  const label = (code) => { const c = names.get(code); return c ? (getLang() === "zh" ? c.name.zh : c.name.en) : String(code); };
  const ydk = () => ["#created by cardtable", "#main", ...deck.main, "#extra", ...deck.extra, "!side", ...deck.side].join("\n") + "\n";
  const renderDeck = () => {
    for (const part of ["main", "extra", "side"]) {
      clear(lists[part]).append(h("b", { text: `${t(part + "_deck")} (${deck[part].length})` }));
      deck[part].forEach((code, i) => lists[part].append(h("span.card.small", { title: t("remove_card"), onclick: () => { deck[part].splice(i, 1); renderDeck(); }, text: label(code) })));
    }
  };
  const search = async () => {
    try {
      const p = new URLSearchParams({ q: q.value, type: typeSel.value, limit: "80", atk_min: atkMin.value, atk_max: atkMax.value, def_min: defMin.value, level: levelIn.value });
      const d = await api("GET", `/api/cards?${p}`);
      clear(results);
      for (const c of d.cards) {
        names.set(c.code, c);
        const part = c.types.includes("Fusion") || c.types.includes("Synchro") || c.types.includes("Xyz") ? "extra" : "main";
        results.append(h("div.card-result", { "data-pop": `ygo:${c.code}` },
          h("b", { text: L(c.name) }), h("span.muted", {}, ` ${c.types.map(typeWord).join("/")} `, c.level ? h("span", {}, icon("star"), String(c.level)) : "", `${c.types.includes("Monster") ? ` ${c.atk}/${c.def}` : ""} `),
          h("button.small.add-card", { onclick: () => { deck[part].push(c.code); renderDeck(); }, text: "+" }),
          h("button.small", { onclick: () => { deck.side.push(c.code); renderDeck(); }, text: `+${t("side_deck")}` })));
      }
    } catch (e) { fail(e); }
  };
  const check = async (text) => {
    const d = await api("POST", "/api/decks/check", { deck: text, profile: profileSel.value, banlist: banSel.value || undefined });
    clear(report);
    if (d.error) { report.append(h("p.error", { text: L(d.error) })); return d; }
    report.append(h("p" + (d.ok ? ".ok" : ".error"), {}, icon(d.ok ? "check" : "close"), ` ${d.ok ? t("legal") : t("not_legal")}`));
    for (const v of d.violations) report.append(h("div.error", { text: L(v.message) }));
    return d;
  };
  const importDeck = async () => {
    try {
      const d = await check(io.value);
      if (d.error) return;
      deck.main = d.main; deck.extra = d.extra; deck.side = d.side; renderDeck();
    } catch (e) { fail(e); }
  };
  const exportDeck = async (fmt) => { try { const d = await check(ydk()); if (!d.error) io.value = fmt === "ydke" ? d.ydke : d.ydk; } catch (e) { fail(e); } };
  const save = async () => { try { await api("POST", "/api/decks", { name: nameIn.value || "deck", ydk: ydk() }); toast(t("saved")); loadSaved(); } catch (e) { fail(e); } };
  const loadSaved = async () => {
    try {
      const d = await api("GET", "/api/decks");
      clear(saved);
      if (!d.available) saved.append(h("p.muted", { text: t("not_available") }));
      for (const s of d.decks) saved.append(h("button.small.secondary", { onclick: () => { io.value = s.ydk; nameIn.value = s.name; importDeck(); }, text: s.name }));
    } catch (e) { fail(e); }
  };
  q.addEventListener("keydown", (e) => { if (e.key === "Enter") search(); });
  main.append(h("div.decks", {},
    h("section.card", {}, h("h2", { text: t("decks") }), h("div.row", {}, q, typeSel, h("button#card-search-btn", { onclick: search, text: t("search") })), h("div.row", {}, atkMin, atkMax, defMin, levelIn), results),
    h("section.card.grow", {}, h("div.row", {}, nameIn, profileSel, banSel, h("button#deck-validate", { onclick: () => check(ydk()).catch(fail), text: t("validate") }), h("button#deck-save", { onclick: save, text: t("save") })),
      report, lists.main, lists.extra, lists.side,
      h("div.row", {}, h("button#deck-import", { onclick: importDeck, text: t("import") }), h("button#deck-export-ydk", { onclick: () => exportDeck("ydk"), text: `${t("export")} .ydk` }), h("button#deck-export-ydke", { onclick: () => exportDeck("ydke"), text: `${t("export")} ydke://` })),
      io, saved)));
  installCardPop();  // a search result shows its full text on hover / tap
  renderDeck(); loadSaved(); search();
  return () => {};
}
