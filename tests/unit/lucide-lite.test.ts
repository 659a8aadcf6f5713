import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon from "~/lib/lucide-lite.ts";

const Wrench = createLucideIcon({ name: "wrench", node: [["path", { d: "M1 1L2 2", key: "a" }]] });

describe("lucide-lite icon factory", () => {
  it("renders lucide's SVG attributes and hides unnamed icons from assistive technology", () => {
    const html = renderToStaticMarkup(createElement(Wrench, { className: "h-5 w-5", strokeWidth: 2.5 }));
    expect(html).toContain('viewBox="0 0 24 24"');
    expect(html).toContain('stroke="currentColor"');
    expect(html).toContain('stroke-width="2.5"');
    expect(html).toContain('class="lucide lucide-wrench h-5 w-5"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('<path d="M1 1L2 2"></path>');
  });

  it("keeps a labelled icon visible to assistive technology", () => {
    const html = renderToStaticMarkup(createElement(Wrench, { "aria-label": "Tools" }));
    expect(html).toContain('aria-label="Tools"');
    expect(html).not.toContain("aria-hidden");
  });
});
