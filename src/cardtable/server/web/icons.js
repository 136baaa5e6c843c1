// Icons from our own SVG sprite (static/icons/icons.svg): no emoji, which render as boxes
// where no emoji font is installed. icon("heart") -> <svg class="icon"><use href=…#heart>.
const NS = "http://www.w3.org/2000/svg";
export function icon(name, title = "", cls = "") {
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("class", `icon icon-${name}${cls ? ` ${cls}` : ""}`);
  svg.setAttribute("aria-hidden", title ? "false" : "true");
  if (title) { const tt = document.createElementNS(NS, "title"); tt.textContent = title; svg.append(tt); svg.setAttribute("role", "img"); }
  const use = document.createElementNS(NS, "use");
  use.setAttribute("href", `/static/icons/icons.svg#${name}`);
  svg.append(use);
  return svg;
}
