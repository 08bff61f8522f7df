/**
 * Script-injection payloads for the abuse suite. Each one, if it ever ran, would call
 * `__xss(<its number>)`, which the test page records. Script tags, event handlers, javascript: and
 * data: links, SVG, style tricks, parser confusion (mXSS), attribute break-outs, meta/base tricks.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>__xss(1)</script>',
  '<img src=x onerror="__xss(2)">',
  '<svg onload="__xss(3)"><circle r="1"></circle></svg>',
  '<svg><script>__xss(4)</script></svg>',
  '<a href="javascript:__xss(5)">link 5</a>',
  '<a href="JaVaScRiPt:__xss(6)">link 6</a>',
  '<a href="jav&#x09;ascript:__xss(7)">link 7</a>',
  '<a href="data:text/html,&lt;script&gt;parent.__xss(8)&lt;/script&gt;">link 8</a>',
  '<iframe src="javascript:parent.__xss(9)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss(10)</script>"></iframe>',
  '<details open ontoggle="__xss(11)">toggle 11</details>',
  '<input autofocus onfocus="__xss(12)">',
  '<div style="background-image:url(javascript:__xss(13))">style 13</div>',
  '<style>@import "javascript:__xss(14)"; body{background:url("javascript:__xss(14)")}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror="__xss(15)">',
  '<object data="javascript:__xss(16)"></object>',
  '<embed src="javascript:__xss(17)">',
  '<form action="javascript:__xss(18)"><button>go 18</button></form>',
  '<video><source onerror="__xss(19)"></video>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(20)>"></noscript>',
  '"><img src=x onerror=__xss(21)>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(22)">',
  '<base href="javascript:__xss(23)//">',
  '<a href="#" onclick="__xss(24)">link 24</a>',
  '<svg><a xlink:href="javascript:__xss(25)"><text y="20">svg link 25</text></a></svg>',
  '<img src="x" style="x:expression(__xss(26))" onerror="__xss(26)">',
];

/** Address-valued fields (links, images, PDFs) get these: each would run if used as an href/src. */
export const XSS_URLS: readonly string[] = [
  'javascript:__xss(101)',
  ' JAVASCRIPT:__xss(102)',
  'data:text/html,<script>parent.__xss(103)</script>',
  'vbscript:__xss(104)',
];

/** A marker every probe record's text carries, so a list can be narrowed to them by searching. */
export const XSS_MARK = 'XSS probe';
