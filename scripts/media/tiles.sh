#!/usr/bin/env bash
# Writes the home-grid tile illustrations (public/tiles/{1..9}.svg) and the
# favicon. Called by generate.sh; usage: tiles.sh OUT_DIR FAVICON_PATH
# Palette: deep green #0b3d2e / #12553f, gold #d4af37, cream #f3e9d2.
set -euo pipefail
OUT=${1:-public/tiles}
FAV=${2:-public/favicon.svg}
mkdir -p "$OUT" "$(dirname "$FAV")"

# tile N BODY  -> square 160x160 tile, rounded deep-green background, thin gold rim
tile() {
  cat >"$OUT/$1.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160"><defs><radialGradient id="t$1bg" cx=".5" cy=".35" r=".75"><stop offset="0" stop-color="#12553f"/><stop offset="1" stop-color="#0a3528"/></radialGradient></defs><rect width="160" height="160" rx="28" fill="url(#t$1bg)"/><rect x="6" y="6" width="148" height="148" rx="23" fill="none" stroke="#d4af37" stroke-opacity=".35" stroke-width="1.5"/>$2</svg>
EOF
}

# crescent opening to the right, outer radius 10, centred on the origin (scale it)
CRESCENT='M5 -8.66A10 10 0 1 0 5 8.66A10 10 0 0 1 5 -8.66Z'

# 1 Kaaba / Makkah
tile 1 '<ellipse cx="80" cy="122" rx="60" ry="14" fill="#f3e9d2" fill-opacity=".1"/><g stroke="#d4af37" stroke-opacity=".55" stroke-linejoin="round"><path fill="#2a2a2a" d="M38 62l36-14 48 12-36 14z"/><path fill="#111" d="M38 62l48 12v56l-48-14z"/><path fill="#1b1b1b" d="M86 74l36-14v56l-36 14z"/></g><path fill="#d4af37" d="M38 71l48 12v7L38 78zM86 83l36-14v7l-36 14z"/><path fill="#d4af37" d="M63 99l11 2.8v16L63 115z"/><g fill="#f3e9d2"><circle cx="30" cy="34" r="1.6"/><circle cx="128" cy="28" r="1.3"/><circle cx="112" cy="42" r="1"/></g><path fill="#d4af37" transform="translate(44 34) scale(.9)" d="'"$CRESCENT"'"/>'

# 2 Open Quran on a reading stand (rehal)
tile 2 '<path d="M52 108l56 30M108 108l-56 30" stroke="#d4af37" stroke-width="7" stroke-linecap="round"/><g stroke="#d4af37" stroke-width="3" stroke-linejoin="round"><path fill="#f3e9d2" d="M80 48c-14-10-34-12-52-6v64c18-6 38-4 52 6z"/><path fill="#eadfc2" d="M80 48c14-10 34-12 52-6v64c-18-6-38-4-52 6z"/></g><path fill="none" stroke="#b8962e" stroke-width="2" stroke-linecap="round" d="M38 58c12-3 22-2 34 3M38 68c12-3 22-2 34 3M38 78c12-3 22-2 34 3M38 88c12-3 22-2 34 3M88 61c12-5 22-5 34-3M88 71c12-5 22-5 34-3M88 81c12-5 22-5 34-3M88 91c12-5 22-5 34-3"/>'

# 3 Raised hands (dua)
tile 3 '<defs><g id="t3h"><path fill="#f3e9d2" stroke="#d4af37" stroke-width="3" stroke-linejoin="round" d="M52 136c-2-12-4-22-9-30L31 89c-3-5 3-10 8-6l11 11V56c0-10 12-12 16-8 6-2 12 4 11 12l1 40c0 12-2 24-4 36z"/><path fill="none" stroke="#c9a640" stroke-width="2" stroke-linecap="round" d="M58 52v34M66 49v36M72 54v32"/></g></defs><use href="#t3h" transform="rotate(-7 64 136)"/><use href="#t3h" transform="matrix(-1 0 0 1 160 0) rotate(-7 64 136)"/><path fill="#d4af37" d="M80 16l3 9 9 3-9 3-3 9-3-9-9-3 9-3z"/>'

# 4 Prayer times: mosque with crescent and clock
tile 4 '<g fill="#d4af37"><path d="M50 98c0-24 14-36 30-44 16 8 30 20 30 44z"/><rect x="44" y="96" width="72" height="36" rx="2"/><path d="M28 132V70l5-12 5 12v62zM122 132V70l5-12 5 12v62z"/><rect x="79" y="40" width="2" height="14"/><path transform="translate(78 34) scale(.55)" d="'"$CRESCENT"'"/></g><circle cx="80" cy="84" r="13" fill="#0b3d2e" stroke="#f3e9d2" stroke-width="3"/><path d="M80 84v-8M80 84l6 4" stroke="#f3e9d2" stroke-width="2.5" stroke-linecap="round"/><path fill="#0b3d2e" d="M72 132v-13a8 8 0 0 1 16 0v13z"/>'

# 5 Eight-point star with "99" (names of Allah)
tile 5 '<g transform="translate(80 80)"><g fill="#d4af37"><rect x="-44" y="-44" width="88" height="88" rx="3"/><rect x="-44" y="-44" width="88" height="88" rx="3" transform="rotate(45)"/></g><g fill="#0b3d2e" stroke="#f3e9d2" stroke-opacity=".6" stroke-width="1.5"><rect x="-36" y="-36" width="72" height="72" rx="2"/><rect x="-36" y="-36" width="72" height="72" rx="2" transform="rotate(45)"/></g><rect x="-35" y="-35" width="70" height="70" fill="#0b3d2e"/></g><text x="80" y="93" text-anchor="middle" font-family="Georgia,&apos;DejaVu Serif&apos;,serif" font-size="36" font-weight="700" fill="#f3e9d2">99</text>'

# 6 Wallpapers: framed night landscape
tile 6 '<defs><linearGradient id="t6s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0a2a22"/><stop offset="1" stop-color="#1f6a50"/></linearGradient></defs><path d="M80 22l-26 18M80 22l26 18" stroke="#d4af37" stroke-width="2"/><circle cx="80" cy="22" r="3" fill="#d4af37"/><rect x="28" y="38" width="104" height="94" rx="6" fill="#d4af37"/><rect x="37" y="47" width="86" height="76" rx="2" fill="url(#t6s)"/><circle cx="104" cy="66" r="8" fill="#f3e9d2"/><g fill="#f3e9d2"><circle cx="52" cy="60" r="1.3"/><circle cx="72" cy="55" r="1"/><circle cx="62" cy="72" r="1"/></g><path fill="#b8962e" d="M37 123v-24c14-10 28-10 40-2 14 9 30 4 46-6v32z"/><path fill="#d4af37" d="M37 123v-12c18-8 34-6 48 0 14 5 26 4 38-2v14z"/>'

# 7 Hadith: scroll
tile 7 '<rect x="48" y="38" width="64" height="84" fill="#f3e9d2"/><g fill="#d4af37"><rect x="38" y="30" width="84" height="14" rx="7"/><rect x="38" y="116" width="84" height="14" rx="7"/><circle cx="36" cy="37" r="5"/><circle cx="124" cy="37" r="5"/><circle cx="36" cy="123" r="5"/><circle cx="124" cy="123" r="5"/></g><path fill="none" stroke="#b8962e" stroke-width="3" stroke-linecap="round" d="M58 56h44M58 67h44M58 78h36M58 89h44M58 100h26"/><circle cx="98" cy="103" r="6" fill="#0b3d2e"/>'

# 8 Hajj: Mount Arafat (Jabal al-Rahma) with tents
tile 8 '<circle cx="120" cy="38" r="9" fill="#f3e9d2" fill-opacity=".9"/><path fill="#d4af37" d="M14 124c22-20 42-52 66-58 24 6 44 38 66 58z"/><path fill="#b8962e" d="M80 66c-8 12-12 34-10 58h-8c-2-24 6-46 18-58z"/><rect x="77" y="42" width="6" height="25" fill="#f3e9d2"/><g fill="#f3e9d2" stroke="#0b3d2e" stroke-width="2" stroke-linejoin="round"><path d="M22 136l18-28 18 28zM62 136l18-32 18 32zM102 136l18-28 18 28z"/></g><path stroke="#b8962e" stroke-width="2" d="M40 110v26M80 106v30M120 110v26"/>'

# 9 Ramadan: crescent and lantern (fanous)
tile 9 '<path fill="#d4af37" transform="translate(54 78) scale(3.3)" d="'"$CRESCENT"'"/><path fill="#f3e9d2" d="M70 54l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"/><path d="M112 14v24" stroke="#d4af37" stroke-width="2"/><circle cx="112" cy="40" r="4" fill="none" stroke="#d4af37" stroke-width="2"/><path fill="#d4af37" d="M99 56l13-12 13 12z"/><path fill="#f3e9d2" fill-opacity=".92" stroke="#d4af37" stroke-width="3" stroke-linejoin="round" d="M100 58h24l5 12v26l-5 12h-24l-5-12V70z"/><path stroke="#d4af37" stroke-width="2" d="M112 58v50M95 83h34"/><path fill="#d4af37" d="M101 110h22l-4 8h-14zM109 118h6v6h-6z"/>'

# favicon: gold crescent on deep green
cat >"$FAV" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b3d2e"/><path fill="#d4af37" transform="translate(14.5 16) scale(1.15)" d="$CRESCENT"/><circle cx="23" cy="10" r="1.6" fill="#f3e9d2"/></svg>
EOF
