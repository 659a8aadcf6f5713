import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";

type IconNode = Array<[string, Record<string, string>]>;
interface IconData {
  name: string;
  node: IconNode;
}
type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; absoluteStrokeWidth?: boolean; children?: ReactNode };

/**
 * Stand-in for lucide-react's createLucideIcon, swapped in at build time by vite.config.ts. It renders the same SVG
 * for the props this app uses (className, size, strokeWidth, color, aria-*) but leaves out lucide's context provider
 * and attribute builders, which cost about 1.5 KB gzip on every page of a tight budget (docs/decisions/0005).
 * Icons without an accessible name are hidden from assistive technology, as lucide does.
 */
export default function createLucideIcon(data: IconData) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module level by lucide-react's icon modules, like its own factory
  const Icon = forwardRef<SVGSVGElement, IconProps>(
    ({ size = 24, strokeWidth = 2, color = "currentColor", className, children, absoluteStrokeWidth: _absolute, ...rest }, ref) => {
      const named = Boolean(children) || Object.keys(rest).some((k) => k === "aria-label" || k === "aria-labelledby" || k === "title");
      return createElement(
        "svg",
        {
          ref,
          xmlns: "http://www.w3.org/2000/svg",
          width: size,
          height: size,
          viewBox: "0 0 24 24",
          fill: "none",
          stroke: color,
          strokeWidth,
          strokeLinecap: "round",
          strokeLinejoin: "round",
          className: className ? `lucide lucide-${data.name} ${className}` : `lucide lucide-${data.name}`,
          ...(named ? {} : { "aria-hidden": "true" }),
          ...rest,
        },
        ...data.node.map(([tag, attrs]) => createElement(tag, attrs)),
        children,
      );
    },
  );
  Icon.displayName = data.name;
  return Icon;
}
