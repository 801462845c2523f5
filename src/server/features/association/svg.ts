import sanitizeHtml from 'sanitize-html';

/**
 * The drawing elements of a logo, and nothing that runs, loads or embeds: no script, style sheet,
 * link, `<use>`, `<image>` or `<foreignObject>`, no event attribute, no `href`. A browser shows the
 * logo inside pages (`<img>`, where scripts never run anyway) but may also open its address alone,
 * where they would: the file is cleaned before it is stored, and served with a CSP that forbids them.
 */
const SVG_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'svg',
    'g',
    'path',
    'circle',
    'ellipse',
    'rect',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'defs',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'title',
    'desc',
  ],
  allowedAttributes: {
    '*': [
      'xmlns',
      'version',
      'viewBox',
      'preserveAspectRatio',
      'width',
      'height',
      'x',
      'y',
      'x1',
      'y1',
      'x2',
      'y2',
      'cx',
      'cy',
      'r',
      'rx',
      'ry',
      'fx',
      'fy',
      'd',
      'points',
      'transform',
      'id',
      'fill',
      'fill-opacity',
      'fill-rule',
      'clip-rule',
      'clip-path',
      'opacity',
      'stroke',
      'stroke-width',
      'stroke-opacity',
      'stroke-linecap',
      'stroke-linejoin',
      'stroke-miterlimit',
      'stroke-dasharray',
      'stop-color',
      'stop-opacity',
      'offset',
      'gradientUnits',
      'gradientTransform',
      'clipPathUnits',
      'font-family',
      'font-size',
      'font-weight',
      'text-anchor',
    ],
  },
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  selfClosing: ['path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon', 'stop'],
  // Their text would otherwise stay behind as loose words of the drawing.
  nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'noscript'],
};

const DRAWING = /<(path|circle|ellipse|rect|line|polyline|polygon|text)[\s>/]/;

/** The logo without anything that could run or load, or null when no drawing is left. */
export function sanitizeSvg(source: string): string | null {
  const cleaned = sanitizeHtml(source, SVG_OPTIONS).trim();
  const isDrawing = /^<svg[\s>]/.test(cleaned) && cleaned.endsWith('</svg>') && DRAWING.test(cleaned);
  return isDrawing ? cleaned : null;
}
