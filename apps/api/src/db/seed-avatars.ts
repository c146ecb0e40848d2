import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { createRandom } from './seed-data.ts';

type Random = ReturnType<typeof createRandom>;

// Demo members' portraits, drawn here rather than downloaded: a head and shoulders in
// flat colours, with skin, hair, clothes and background drawn from small palettes, so sixty members look like
// sixty people and not like sixty initials. Rendered once to the 256×256 WebP every avatar is.

const backgrounds = ['#dbeafe', '#dcfce7', '#fef3c7', '#fce7f3', '#ede9fe', '#ccfbf1', '#ffedd5', '#e0e7ff'];
const skins = ['#f5d0b5', '#e8b48f', '#d19a6e', '#a9714b', '#8a5a3b', '#5f3c28'];
const hairColours = ['#2b1d14', '#4a2f1d', '#7b4a26', '#c18c4a', '#d9c27a', '#8d8d8d', '#b5462f'];
const clothes = ['#1d4ed8', '#15803d', '#b45309', '#be185d', '#6d28d9', '#0f766e', '#334155', '#c2410c'];

/** Hair drawn behind or over the head (a circle of radius 17 centred at 40,34), by style. */
function hair(style: number, colour: string): { back: string; front: string } {
  switch (style) {
    case 0: // short
      return {
        back: '',
        front: `<path d="M23 33a17 17 0 0 1 34 0c-5-6-12-8-17-8s-12 2-17 8z" fill="${colour}"/>`,
      };
    case 1: // long
      return {
        back: `<rect x="21" y="26" width="38" height="34" rx="14" fill="${colour}"/>`,
        front: `<path d="M23 34a17 17 0 0 1 34 0c-4-8-11-11-17-11s-13 3-17 11z" fill="${colour}"/>`,
      };
    case 2: // a bun on top
      return {
        back: `<circle cx="40" cy="15" r="7" fill="${colour}"/>`,
        front: `<path d="M23 32a17 17 0 0 1 34 0c-6-5-11-7-17-7s-11 2-17 7z" fill="${colour}"/>`,
      };
    case 3: // curls
      return {
        back: '',
        // Curls along the top of the head, from ear to ear.
        front: [190, 215, 240, 270, 300, 325, 350]
          .map((degrees) => {
            const angle = (degrees * Math.PI) / 180;
            const x = (40 + 16 * Math.cos(angle)).toFixed(1);
            const y = (34 + 16 * Math.sin(angle)).toFixed(1);
            return `<circle cx="${x}" cy="${y}" r="5.5" fill="${colour}"/>`;
          })
          .join(''),
      };
    default: // none
      return { back: '', front: '' };
  }
}

/** One portrait as SVG, its features drawn from `random`. */
export function demoAvatarSvg(random: Random): string {
  const skin = random.pick(skins);
  const style = Math.floor(random.next() * 5);
  const { back, front } = hair(style, random.pick(hairColours));
  const shirt = random.pick(clothes);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 80 80">',
    `<rect width="80" height="80" fill="${random.pick(backgrounds)}"/>`,
    back,
    `<path d="M12 80c0-16 12-24 28-24s28 8 28 24z" fill="${shirt}"/>`,
    `<rect x="35" y="46" width="10" height="12" rx="4" fill="${skin}"/>`,
    `<circle cx="40" cy="34" r="17" fill="${skin}"/>`,
    front,
    '<circle cx="34" cy="36" r="1.6" fill="#1f2937"/><circle cx="46" cy="36" r="1.6" fill="#1f2937"/>',
    '<path d="M35 43q5 4 10 0" stroke="#1f2937" stroke-width="1.4" fill="none" stroke-linecap="round"/>',
    '</svg>',
  ].join('');
}

export interface DemoAvatar {
  hash: string;
  bytes: Buffer;
}

/** Renders portraits to WebP, a few at a time (sharp works on its own threads). */
export async function renderDemoAvatars(svgs: readonly string[]): Promise<DemoAvatar[]> {
  const rendered: DemoAvatar[] = [];
  for (let start = 0; start < svgs.length; start += 8) {
    const chunk = await Promise.all(
      svgs.slice(start, start + 8).map(async (svg) => {
        const bytes = await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 0 }).toBuffer();
        return { hash: createHash('sha256').update(bytes).digest('hex'), bytes };
      }),
    );
    rendered.push(...chunk);
  }
  return rendered;
}
