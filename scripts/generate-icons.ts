/**
 * `npm run icons`: renders every PNG icon of the web app manifest from ONE source, public/icon.svg (the FieldFix
 * wrench mark), into public/icons/. The maskable and Apple icons use the same artwork with square, full-bleed
 * corners (the platform applies its own mask; the wrench already sits inside the 80% safe zone).
 * The PNGs are committed; rerun after changing icon.svg.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = fileURLToPath(new URL("..", import.meta.url));
const source = readFileSync(`${root}public/icon.svg`, "utf8");
if (!/<rect[^>]*\brx="[^"]*"/.test(source)) throw new Error("public/icon.svg: expected a rounded <rect> background");
const fullBleed = source.replace(/(<rect[^>]*?)\s+rx="[^"]*"/, "$1");

const outputs: Array<{ file: string; size: number; svg: string }> = [
  { file: "icon-192.png", size: 192, svg: source },
  { file: "icon-512.png", size: 512, svg: source },
  { file: "icon-maskable-512.png", size: 512, svg: fullBleed },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed },
];

mkdirSync(`${root}public/icons`, { recursive: true });
for (const { file, size, svg } of outputs) {
  const png = await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  writeFileSync(`${root}public/icons/${file}`, png);
  console.log(`public/icons/${file} ${size}x${size} ${png.length} bytes`);
}
