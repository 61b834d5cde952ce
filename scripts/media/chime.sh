#!/usr/bin/env bash
# The prayer alert's chime, public/sounds/prayer-chime.ogg: three soft descending sine notes
# (A5, E5, C5) made with sox alone, Vorbis (plays in a Chromium without proprietary codecs), ~10 KB.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
note() { sox -n -r 24000 -c 1 "$TMP/$1.wav" synth "$2" sine "$3" fade q 0.005 "$2" "$4" gain -6; }
note n1 1.4 880 1.2
note n2 1.6 659.25 1.4
note n3 2.2 523.25 1.9
sox "$TMP/n1.wav" "$TMP/n2.wav" "$TMP/n3.wav" "$TMP/seq.wav" splice -q 1.3,0.1 2.8,0.1
mkdir -p "$ROOT/public/sounds"
sox "$TMP/seq.wav" -C 3 "$ROOT/public/sounds/prayer-chime.ogg" gain -n -2
