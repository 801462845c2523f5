import { describe, expect, it } from 'vitest';
import { messageText, sanitizeMessageHtml } from './sanitize.ts';

/** What a hostile or careless body holds, and what is stored and mailed of it. */
const HOSTILE: [string, string, string][] = [
  ['a script', '<p>Bonjour</p><script>alert(1)</script>', '<p>Bonjour</p>'],
  ['a script written in capitals', '<p>a</p><SCRIPT SRC="https://x/y.js"></SCRIPT>', '<p>a</p>'],
  ['an event attribute', '<p onclick="steal()">Texte</p>', '<p>Texte</p>'],
  [
    'an event attribute on a link',
    '<a href="https://a.fr" onmouseover="x()">a</a>',
    '<a href="https://a.fr">a</a>',
  ],
  ['a javascript: link', '<a href="javascript:alert(1)">clic</a>', '<a>clic</a>'],
  ['a javascript: link in disguise', '<a href="JaVaScRiPt&#58;alert(1)">clic</a>', '<a>clic</a>'],
  ['a javascript: link split by a tab', '<a href="java\tscript:alert(1)">clic</a>', '<a>clic</a>'],
  ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">clic</a>', '<a>clic</a>'],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">clic</a>', '<a>clic</a>'],
  ['a protocol-relative link', '<a href="//evil.example/x">clic</a>', '<a>clic</a>'],
  ['a link to another page of the app', '<a href="/admin/users">clic</a>', '<a>clic</a>'],
  ['a remote image (a tracking pixel)', '<p>Lu</p><img src="https://track.example/p.gif">', '<p>Lu</p>'],
  ['an image in data:', '<img src="data:image/png;base64,iVBOR"><p>t</p>', '<p>t</p>'],
  ['a style attribute', '<p style="background:url(https://x/p.gif)">s</p>', '<p>s</p>'],
  ['a style sheet', '<style>p{color:red}</style><p>s</p>', '<p>s</p>'],
  ['a frame', '<iframe src="https://evil.example">cadre</iframe><p>t</p>', '<p>t</p>'],
  ['an svg with a script', '<svg onload="x()"><script>alert(1)</script></svg><p>t</p>', '<p>t</p>'],
  ['a form', '<form action="https://x"><input name="p"><button>OK</button></form>', 'OK'],
  ['a nested trick', '<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
  ['a comment hiding a tag', '<!--<img src=x onerror=alert(1)>--><p>t</p>', '<p>t</p>'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://x"><p>t</p>', '<p>t</p>'],
  [
    'a base href',
    '<base href="https://evil.example/"><a href="/documents">d</a>',
    '<a href="/documents">d</a>',
  ],
  ['a class or id', '<p class="x" id="y">t</p>', '<p>t</p>'],
  [
    'an attribute breaking out',
    '<a href="https://a.fr/&quot;onclick=&quot;x()">a</a>',
    '<a href="https://a.fr/&quot;onclick=&quot;x()">a</a>',
  ],
];

/** What the composer's editor produces, kept as it is. */
const KEPT = [
  '<p>Bonjour <strong>{prenom}</strong>, <em>bienvenue</em> <u>à</u> <s>tous</s></p>',
  '<h2>Ordre du jour</h2><h3>Points</h3><ul><li>un</li></ul><ol><li>deux</li></ol>',
  '<blockquote>Citation</blockquote><p>ligne<br />suivante</p>',
  '<a href="https://exemple.fr/page?x=1&amp;y=2">site</a>',
  '<a href="http://exemple.fr">site</a>',
  '<a href="mailto:contact@exemple.fr">écrire</a>',
  '<a href="/documents?document=1f0c2b9e-0000-4000-8000-000000000001">Le rapport</a>',
];

describe('sanitizeMessageHtml', () => {
  it.each(HOSTILE)('removes %s', (_what, input, expected) => {
    expect(sanitizeMessageHtml(input)).toBe(expected);
  });

  it.each(KEPT)('keeps what the editor writes: %s', (input) => {
    expect(sanitizeMessageHtml(input)).toBe(input);
  });
});

describe('messageText', () => {
  it('writes the plain-text part: headings, lists, links with their address, personal fields', () => {
    const html = sanitizeMessageHtml(
      '<h2>Assemblée</h2><p>Bonjour {prenom},</p><ul><li>Bilan</li></ul><p><a href="https://exemple.fr">le site</a></p>',
    );
    expect(messageText(html)).toBe(
      'Assemblée\n\nBonjour {prenom},\n\n * Bilan\n\nle site [https://exemple.fr]',
    );
  });

  it('is empty for a body that held only what sanitising removes', () => {
    expect(messageText(sanitizeMessageHtml('<p></p><img src="https://x/p.gif"><script>x</script>'))).toBe('');
  });
});
