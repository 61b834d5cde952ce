#!/usr/bin/env bash
# Regenerates every sample media file of the app from nothing (idempotent:
# wipes and rebuilds its own outputs). Needs only ffmpeg (libmp3lame,
# libopus, libvpx-vp9, libfreetype), sox/soxi, espeak-ng (ar, fr, en voices)
# and jq (or node) to read the surah names from quran-json.
#
# Outputs (all relative to the repository root):
#   server/media/quran/{1..114}.mp3          "سورة <name>" (Arabic voice) over a soft tone bed
#   server/media/dua/fr/{1..40}.mp3          "Douaa numéro N"
#   server/media/dua/en/{1..38}.mp3          "Dua number N" (39 and 40 deliberately absent)
#   server/media/hajj/<rite>.mp3             one English sentence per rite
#   server/media/hadith/m{1..3}-t{1..4}.mp3  "Hadith N of month M"
#   server/media/ramadan/audio/{dua-iftar,nasheed,lecture}-{1..4}.mp3
#   server/media/ramadan/video/video-{1..4}.webm (+ .jpg thumbnails)  VP9 + Opus
#   server/media/ramadan/hls/                 HLS VOD (fMP4, VP9 + Opus) of video-1
#   server/media/live/                        looping "live radio": init.mp4 + seg000..seg009.m4s
#                                             (fMP4 Opus, 2 s each), vod.m3u8, segments.json, loop.mp3
#   public/media/makkah-loop.webm, public/media/makkah-poster.jpg
#   public/tiles/{1..9}.svg, public/favicon.svg
#
# Audio: MP3, mono, 22.05 kHz, 32 kbps CBR (plays in Chromium builds without
# proprietary codecs). Video: VP9 in WebM. Usage: scripts/media/generate.sh
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"

for tool in ffmpeg ffprobe sox soxi espeak-ng awk; do
  command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 1; }
done

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

FF=(ffmpeg -hide_banner -nostdin -loglevel error -y)
MP3=(-map_metadata -1 -fflags +bitexact -flags:a +bitexact -c:a libmp3lame -b:a 32k -ar 22050 -ac 1)
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

SRV=server/media
PUB=public/media
rm -rf "$SRV" "$PUB" public/tiles public/favicon.svg
mkdir -p "$SRV"/{quran,dua/fr,dua/en,hajj,hadith,ramadan/audio,ramadan/video,ramadan/hls,live} "$PUB" public/tiles

log() { printf '[media] %s\n' "$*"; }
secs() { soxi -D "$1"; }

# speech_clip VOICE TEXT OUT.mp3 LEAD TAIL BED MIN MAX [SPEED]
#   Speaks TEXT with espeak-ng, pads LEAD s of lead-in and TAIL s of tail, mixes a
#   quiet three-sine tone bed (BED = "f1,f2,f3" Hz) under it, and encodes MP3.
#   Total duration is at least MIN s; if it would exceed MAX s the speech rate is
#   raised until it fits.
speech_clip() {
  local voice=$1 text=$2 out=$3 lead=$4 tail=$5 bed=$6 min=$7 max=$8 speed=${9:-150}
  local wav=$TMP/speech.wav sd total tries=0
  while :; do
    espeak-ng -v "$voice" -s "$speed" -w "$wav" "$text"
    sd=$(secs "$wav")
    if awk -v s="$sd" -v l="$lead" -v t="$tail" -v m="$max" 'BEGIN{exit !(l+s+t<=m)}' || [ $tries -ge 8 ]; then
      break
    fi
    speed=$((speed + 15)); tries=$((tries + 1))
  done
  total=$(awk -v s="$sd" -v l="$lead" -v t="$tail" -v m="$min" 'BEGIN{d=l+s+t; if(d<m)d=m; printf "%.3f", d}')
  local f1 f2 f3 fo dl
  IFS=, read -r f1 f2 f3 <<<"$bed"
  fo=$(awk -v d="$total" 'BEGIN{printf "%.3f", d-0.45}')
  dl=$(awk -v l="$lead" 'BEGIN{printf "%d", l*1000}')
  "${FF[@]}" -i "$wav" -filter_complex "\
[0:a]aresample=22050,adelay=$dl,apad,atrim=0:$total,volume=0.9[s];\
aevalsrc='0.045*sin(2*PI*$f1*t)+0.03*sin(2*PI*$f2*t)+0.02*sin(2*PI*$f3*t)':s=22050:d=$total,\
afade=t=in:d=0.3,afade=t=out:st=$fo:d=0.45[b];\
[s][b]amix=inputs=2:duration=first:normalize=0,aformat=sample_fmts=s16:channel_layouts=mono[o]" \
    -map '[o]' "${MP3[@]}" "$out"
}

# ---------------------------------------------------------------- 1. Quran
log "quran: 114 surah clips"
CHAPTERS=node_modules/quran-json/dist/chapters/ar/index.json
[ -f "$CHAPTERS" ] || CHAPTERS=node_modules/quran-json/dist/chapters/en/index.json
if command -v jq >/dev/null; then
  jq -r '.[] | "\(.id)\t\(.name)"' "$CHAPTERS" >"$TMP/surahs.tsv"
else
  node -e 'for (const c of require(process.argv[1])) console.log(c.id + "\t" + c.name)' "$ROOT/$CHAPTERS" >"$TMP/surahs.tsv"
fi
[ "$(wc -l <"$TMP/surahs.tsv")" -eq 114 ] || { echo "expected 114 surahs in $CHAPTERS" >&2; exit 1; }
while IFS=$'\t' read -r id name; do
  speech_clip ar "سورة $name" "$SRV/quran/$id.mp3" 0.5 0.6 "146.83,220,293.66" 2.6 4.0 140
done <"$TMP/surahs.tsv"

# ---------------------------------------------------------------- 2. Duas
log "dua: fr 1..40, en 1..38"
for n in $(seq 1 40); do
  speech_clip fr "Douaa numéro $n" "$SRV/dua/fr/$n.mp3" 0.15 0.3 "196,293.66,392" 1.6 2.4 165
done
for n in $(seq 1 38); do  # 39 and 40 intentionally missing (product spec)
  speech_clip en "Dua number $n" "$SRV/dua/en/$n.mp3" 0.15 0.3 "196,293.66,392" 1.6 2.4 165
done

# ---------------------------------------------------------------- 3. Hajj
log "hajj: 8 rites"
while IFS='|' read -r slug sentence; do
  speech_clip en "$sentence" "$SRV/hajj/$slug.mp3" 0.3 0.5 "130.81,196,261.63" 3.0 4.85 155
done <<'EOF'
ihram|Ihram. Enter the sacred state with intention and simple white garments.
tawaf|Tawaf. Circle the Kaaba seven times, remembering God.
sai|Sa'i. Walk seven times between the hills of Safa and Marwah.
arafat|Arafat. Stand in prayer on the plain of Arafat until sunset.
muzdalifah|Muzdalifah. Rest under the open sky and gather pebbles.
jamarat|Jamarat. Cast your pebbles at the pillars in Mina.
sacrifice|Sacrifice. Offer an animal and share its meat with the poor.
farewell|Farewell tawaf. Circle the Kaaba one last time before leaving.
EOF

# ---------------------------------------------------------------- 4. Hadith
log "hadith: 3 months x 4 tracks"
for m in 1 2 3; do
  for t in 1 2 3 4; do
    speech_clip en "Hadith $t of month $m" "$SRV/hadith/m$m-t$t.mp3" 0.25 0.4 "174.61,261.63,349.23" 2.2 3.0 160
  done
done

# ---------------------------------------------------------------- 5a. Ramadan audio
log "ramadan audio: dua-iftar, nasheed, lecture x 4"
n=0
while IFS= read -r text; do
  n=$((n + 1))
  speech_clip ar "$text" "$SRV/ramadan/audio/dua-iftar-$n.mp3" 0.3 0.4 "146.83,220,293.66" 2.2 4.0 160
done <<'EOF'
اللهم لك صمت وعلى رزقك أفطرت
ذهب الظمأ وابتلت العروق
اللهم بارك لنا فيما رزقتنا
الحمد لله الذي أطعمنا وسقانا
EOF
n=0
while IFS= read -r text; do
  n=$((n + 1))
  speech_clip en "$text" "$SRV/ramadan/audio/lecture-$n.mp3" 0.25 0.4 "110,164.81,220" 2.2 4.0 165
done <<'EOF'
Ramadan lecture 1. The blessings of fasting.
Ramadan lecture 2. The night of power.
Ramadan lecture 3. Charity in Ramadan.
Ramadan lecture 4. The last ten nights.
EOF
# Nasheeds: a hummed (sine, vibrato) pentatonic melody under a spoken title.
MELODIES=("62 65 67 69 67 65 62 60 62" "69 67 65 67 69 72 69 67 65" "60 62 65 67 65 62 60 57 60" "65 67 69 72 74 72 69 67 65")
for n in 1 2 3 4; do
  notes=()
  i=0
  for midi in ${MELODIES[$((n - 1))]}; do
    f=$(awk -v m="$midi" 'BEGIN{printf "%.3f", 440*2^((m-69)/12)}')
    "${FF[@]}" -f lavfi -i "aevalsrc='0.22*sin(2*PI*$f*t+0.25*sin(2*PI*5.5*t))+0.05*sin(4*PI*$f*t)':s=22050:d=0.34" \
      -af "afade=t=in:d=0.05,afade=t=out:st=0.2:d=0.14" -c:a pcm_s16le "$TMP/note$i.wav"
    notes+=("$TMP/note$i.wav"); i=$((i + 1))
  done
  sox "${notes[@]}" "$TMP/melody.wav"
  espeak-ng -v en -s 160 -w "$TMP/title.wav" "Nasheed number $n"
  "${FF[@]}" -i "$TMP/melody.wav" -i "$TMP/title.wav" -filter_complex "\
[0:a]adelay=200,apad=pad_dur=0.3[m];[1:a]aresample=22050,adelay=100,volume=0.8[v];\
[m][v]amix=inputs=2:duration=first:normalize=0,afade=t=out:st=2.9:d=0.4,aformat=sample_fmts=s16:channel_layouts=mono[o]" \
    -map '[o]' "${MP3[@]}" "$SRV/ramadan/audio/nasheed-$n.mp3"
done

# ---------------------------------------------------------------- 5b. Ramadan video
log "ramadan video: 4 VP9 clips + thumbnails + HLS"
VW=426; VH=240; VFPS=24; VDUR=5
VP9=(-c:v libvpx-vp9 -pix_fmt yuv420p -b:v 0 -crf 40 -deadline good -cpu-used 2 -row-mt 1 -g 48 -keyint_min 48 -fflags +bitexact -flags:v +bitexact)
title() {  # drawtext filter for a caption (skipped if the font is missing)
  if [ -f "$FONT" ]; then
    printf ",drawtext=fontfile=%s:text='%s':fontcolor=0xF3E9D2:fontsize=24:x=(w-tw)/2:y=h-th-22:shadowcolor=0x000000AA:shadowx=2:shadowy=2" "$FONT" "$1"
  fi
}
VIDEO_SRC=(
  "gradients=s=${VW}x${VH}:r=$VFPS:d=$VDUR:n=3:c0=0x0B3D2E:c1=0xD4AF37:c2=0x04140F:speed=0.03:seed=7$(title 'Ramadan Kareem')"
  "mandelbrot=s=${VW}x${VH}:r=$VFPS:start_scale=2.5:end_scale=0.2:end_pts=$((VFPS * VDUR)):outer=normalized_iteration_count,format=gray,format=gbrp,curves=r='0/0.02 0.5/0.55 1/0.95':g='0/0.14 0.5/0.45 1/0.86':b='0/0.1 0.5/0.15 1/0.6'$(title 'Iftar')"
  "life=s=107x60:r=6:mold=8:ratio=0.12:seed=42:death_color=0x0B3D2E:life_color=0xD4AF37:mold_color=0x1E6B4E,fps=$VFPS,scale=${VW}x${VH}:flags=neighbor$(title 'Taraweeh')"
  "cellauto=s=142x80:r=12:rule=18:scroll=1:start_full=0:seed=3,format=gray,format=gbrp,curves=r='0/0.04 1/0.83':g='0/0.24 1/0.69':b='0/0.18 1/0.22',fps=$VFPS,scale=${VW}x${VH}:flags=neighbor$(title 'Laylat al-Qadr')"
)
VIDEO_TONE=("146.83,220,293.66" "130.81,196,261.63" "174.61,220,261.63" "110,164.81,220")
for n in 1 2 3 4; do
  IFS=, read -r f1 f2 f3 <<<"${VIDEO_TONE[$((n - 1))]}"
  out="$SRV/ramadan/video/video-$n.webm"
  "${FF[@]}" -f lavfi -i "${VIDEO_SRC[$((n - 1))]},fade=t=in:d=0.5,fade=t=out:st=$((VDUR - 1)).5:d=0.5,setsar=1" \
    -f lavfi -i "aevalsrc='0.05*sin(2*PI*$f1*t)+0.035*sin(2*PI*$f2*t)+0.025*sin(2*PI*$f3*t)':s=48000:d=$VDUR,afade=t=in:d=0.5,afade=t=out:st=$((VDUR - 1)):d=1" \
    -t $VDUR -map 0:v -map 1:a "${VP9[@]}" -c:a libopus -b:a 24k -ac 1 -map_metadata -1 "$out"
  "${FF[@]}" -ss 2 -i "$out" -frames:v 1 -vf "scale=${VW}:${VH}" -q:v 5 -map_metadata -1 "${out%.webm}.jpg"
done
# HLS VOD (fMP4, 2 s segments = one VP9 GOP each) of video-1.
"${FF[@]}" -i "$SRV/ramadan/video/video-1.webm" -map 0 -c copy -f hls -hls_time 2 -hls_list_size 0 \
  -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
  -hls_flags independent_segments -hls_segment_filename "$SRV/ramadan/hls/seg%03d.m4s" "$SRV/ramadan/hls/index.m3u8"

# ---------------------------------------------------------------- 6. Live radio loop
log "live: 10 x 2 s fMP4/Opus segments + loop.mp3"
LDUR=20; LSEG=2
# Every frequency / modulation below completes an integer number of cycles in
# LDUR seconds (multiples of 1/LDUR Hz), so the 20 s loop wraps seamlessly.
"${FF[@]}" -f lavfi -i "aevalsrc='\
0.060*sin(2*PI*110*t)*(0.8+0.2*sin(2*PI*t/20))+\
0.040*sin(2*PI*165*t)*(0.7+0.3*sin(2*PI*t/10+1))+\
0.030*(sin(2*PI*220*t)+sin(2*PI*220.1*t))*0.5+\
0.020*sin(2*PI*277.2*t)*(0.6+0.4*sin(2*PI*3*t/20+2))+\
0.016*sin(2*PI*330*t)*(0.5+0.5*sin(2*PI*t/5+3))':s=48000:d=$LDUR" -c:a pcm_s16le "$TMP/drone.wav"
espeak-ng -v en -s 140 -w "$TMP/live.wav" "Live from Makkah"
"${FF[@]}" -i "$TMP/drone.wav" -i "$TMP/live.wav" -filter_complex "\
[1:a]aresample=48000,adelay=1000,volume=0.7,apad[v];[0:a][v]amix=inputs=2:duration=first:normalize=0,aformat=sample_fmts=s16:channel_layouts=mono[o]" \
  -map '[o]' -c:a pcm_s16le "$TMP/live-loop.wav"
"${FF[@]}" -i "$TMP/live-loop.wav" "${MP3[@]}" "$SRV/live/loop.mp3"
# HLS/fMP4 Opus. Encode three copies of the loop and keep the segments of the
# middle copy: they are whole 2 s segments (the encoder's 312-sample pre-skip
# falls into the first copy) and the decoder state at the wrap (seg009 -> seg000)
# matches, so the loop is seamless at the codec level too. Their timestamps
# (tfdt) start at 20 s; a live playlist that wraps seg009 -> seg000 must put
# #EXT-X-DISCONTINUITY before the repeated seg000 (or rewrite tfdt).
sox "$TMP/live-loop.wav" "$TMP/live-loop.wav" "$TMP/live-loop.wav" "$TMP/live-x3.wav"
mkdir -p "$TMP/hls-live"
"${FF[@]}" -i "$TMP/live-x3.wav" -map_metadata -1 -fflags +bitexact -c:a libopus -b:a 32k -ac 1 -frame_duration 20 \
  -f hls -hls_time $LSEG -hls_list_size 0 -hls_playlist_type vod -hls_segment_type fmp4 \
  -hls_fmp4_init_filename init.mp4 -hls_segment_filename "$TMP/hls-live/seg%03d.m4s" "$TMP/hls-live/all.m3u8"
NSEG=$((LDUR / LSEG))
# sanity check: the middle copy must consist of exactly NSEG whole segments
awk -v n=$NSEG -v d=$LSEG '/^#EXTINF/{split($0,a,/[:,]/); i++; if (i>n && i<=2*n && a[2]+0!=d) bad=1} END{exit bad}' "$TMP/hls-live/all.m3u8" \
  || { echo "live: unexpected segment durations" >&2; cat "$TMP/hls-live/all.m3u8" >&2; exit 1; }
cp "$TMP/hls-live/init.mp4" "$SRV/live/init.mp4"
{
  printf '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:%d\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-INDEPENDENT-SEGMENTS\n#EXT-X-MAP:URI="init.mp4"\n' $LSEG
  for i in $(seq 0 $((NSEG - 1))); do
    name=$(printf 'seg%03d.m4s' "$i")
    cp "$TMP/hls-live/$(printf 'seg%03d.m4s' $((NSEG + i)))" "$SRV/live/$name"
    printf '#EXTINF:%d.000000,\n%s\n' $LSEG "$name"
  done
  printf '#EXT-X-ENDLIST\n'
} >"$SRV/live/vod.m3u8"
segs=$(for i in $(seq 0 $((NSEG - 1))); do printf '%s"seg%03d.m4s"' "$([ "$i" -gt 0 ] && echo ', ')" "$i"; done)
cat >"$SRV/live/segments.json" <<EOF
{
  "init": "init.mp4",
  "segments": [$segs],
  "duration": $LSEG,
  "codecs": "opus"
}
EOF

# ---------------------------------------------------------------- 7. Background loop
log "public/media: makkah-loop.webm + poster"
LW=426; LH=240; LFPS=24; LP=8   # LP = loop period; every animation is periodic in LP
MOON="clip(17-hypot(X-64,Y-48),0,1)*clip(hypot(X-71,Y-43)-14.5,0,1)"
MGLOW="0.22*exp(-hypot(X-64,Y-48)/16)"
"${FF[@]}" -f lavfi -i "color=black:s=${LW}x${LH},format=gbrp,geq=\
r='clip(4+10*Y/H+235*($MOON+$MGLOW),0,255)':\
g='clip(17+46*Y/H+225*($MOON+$MGLOW),0,255)':\
b='clip(24+14*Y/H+170*($MOON+$MGLOW),0,255)'" -frames:v 1 -update 1 "$TMP/sky.png"
HASH="st(0,abs(sin(X*12.9898+Y*78.233)*43758.5453));st(0,ld(0)-floor(ld(0)))"
for g in 0 1; do  # two groups of stars that twinkle out of phase
  "${FF[@]}" -f lavfi -i "color=black:s=${LW}x${LH},format=gray,geq=lum='$HASH;255*gt(ld(0),0.9962)*lt(Y,H*0.72)*eq(mod(floor(ld(0)*100000),2),$g)*(0.6+0.4*mod(ld(0)*1000,1))'" \
    -frames:v 1 -update 1 "$TMP/stars$g.png"
done
# skyline silhouette (RGBA): ground, minarets, clock tower with lit clock, Kaaba with gold band, lit windows
GROUND="gt(Y,H*0.90+3*sin(X/37))"
MIN1="lt(abs(X-40),3)*gt(Y,150+abs(X-40)*6)+lt(abs(X-40),5)*between(Y,170,173)"
MIN2="lt(abs(X-108),3)*gt(Y,158+abs(X-108)*6)+lt(abs(X-108),5)*between(Y,178,181)"
MIN3="lt(abs(X-372),3)*gt(Y,150+abs(X-372)*6)+lt(abs(X-372),5)*between(Y,170,173)"
TOWER="between(X,300,324)*gt(Y,96)+between(X,304,320)*gt(Y,70)+lt(abs(X-312),2)*gt(Y,40+abs(X-312)*8)+between(X,286,338)*gt(Y,168)"
KAABA="between(X,190,236)*gt(Y,188)"
BLD="between(X,130,170)*gt(Y,200)+between(X,250,286)*gt(Y,194)+between(X,150,290)*gt(Y,214)"
CLOCK="clip(7.5-hypot(X-312,Y-84),0,1)"
KBAND="between(X,190,236)*between(Y,196,199)"
WIN="between(X,130,338)*gt(Y,200)*lt(mod(X,7),2)*lt(mod(Y,9),2)*gt(mod(floor(X/7)*7+floor(Y/9)*3,5),2)"
PRE="st(2,if($KAABA,2,gt($GROUND+$MIN1+$MIN2+$MIN3+$TOWER+$BLD,0)));st(4,$CLOCK+$KBAND*0.9+$WIN*0.55)"
"${FF[@]}" -f lavfi -i "color=black:s=${LW}x${LH},format=gbrap,geq=\
r='$PRE;if(eq(ld(2),2),3,6)+212*ld(4)':g='$PRE;if(eq(ld(2),2),3,15)+175*ld(4)':\
b='$PRE;if(eq(ld(2),2),4,12)+55*ld(4)':a='$PRE;255*gt(ld(2),0)'" -frames:v 1 -update 1 "$TMP/sil.png"
# animated gold glow, rendered at quarter resolution: drifting aurora band + breathing horizon
GW=$((LW / 4)); GH=$((LH / 4))
BAND="0.16*exp(-pow((Y*4-($LH*0.50+10*sin(2*PI*(X/W*1.3-T/$LP))))/26,2))"
HGLOW="(0.38+0.06*sin(2*PI*T/$LP))*exp(-pow(($LH*0.93-Y*4)/34,2))"
"${FF[@]}" -loop 1 -framerate $LFPS -i "$TMP/sky.png" -loop 1 -framerate $LFPS -i "$TMP/stars0.png" \
  -loop 1 -framerate $LFPS -i "$TMP/stars1.png" -loop 1 -framerate $LFPS -i "$TMP/sil.png" \
  -f lavfi -i "color=black:s=${GW}x${GH}:r=$LFPS,format=gray,geq=lum='clip(255*($BAND+$HGLOW),0,255)'" \
  -filter_complex "\
[1:v]format=gray[s0];[2:v]format=gray[s1];\
[s0][s1]blend=all_expr='clip(A*(0.55+0.45*sin(2*PI*T/$LP))+B*(0.55+0.45*cos(4*PI*T/$LP)),0,255)'[st];\
[4:v]scale=${LW}x${LH}:flags=bicubic,format=gbrp,colorchannelmixer=rr=0.83:gg=0.64:bb=0.21[gl];\
[st]format=gbrp,colorchannelmixer=rr=0.95:gg=0.92:bb=0.7[stc];\
[0:v]format=gbrp[sk];[sk][gl]blend=all_mode=addition[a1];[a1][stc]blend=all_mode=addition[a2];\
[a2][3:v]overlay=format=gbrp,format=yuv420p[v]" \
  -map '[v]' -t $LP -r $LFPS -an -c:v libvpx-vp9 -pix_fmt yuv420p -b:v 0 -crf 31 -deadline good -cpu-used 2 \
  -row-mt 1 -g $((LFPS * LP)) -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$PUB/makkah-loop.webm"
"${FF[@]}" -i "$PUB/makkah-loop.webm" -frames:v 1 -q:v 4 -map_metadata -1 "$PUB/makkah-poster.jpg"

# ---------------------------------------------------------------- 8. Tiles + favicon
log "tiles + favicon"
"$(dirname "${BASH_SOURCE[0]}")/tiles.sh" public/tiles public/favicon.svg

# ---------------------------------------------------------------- summary
log "done"
du -sh "$SRV" "$PUB" public/tiles
du -ch "$SRV" "$PUB" public/tiles public/favicon.svg | tail -n1
