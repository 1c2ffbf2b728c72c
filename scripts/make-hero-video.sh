#!/usr/bin/env bash
# Generates the demo hero video, public/media/hero.mp4 (H.264, 5 s, 640x360, 12 frames a second,
# about 16 KB): a calm, seamlessly looping dusk-over-the-sea scene drawn with ffmpeg's geq
# filter, so the repository needs no downloaded footage. Every moving term is a sine of
# 2*PI*T/loop with a whole-number factor, so the last frame runs straight into the first.
# Needs ffmpeg with libx264 (apt-get install -y ffmpeg). Slow (geq evaluates every pixel of every
# frame): about a minute.
set -euo pipefail

out_dir="$(cd "$(dirname "$0")/.." && pwd)/public/media"
loop=5          # seconds; the clip is exactly one loop long
# 12 frames a second, not 24: the scene moves slowly (a ripple crest moves under half a pixel a
# frame, the faint cloud band about five), so it looks the same, and a browser decodes and
# composites half the frames. A page showing the clip cost Chromium 0.05-0.07 of a core instead
# of 0.08-0.16 while it plays (390 and 1280 px, decision 016): a phone's battery. The test
# suite's CPU did not move measurably: there most of the clip's cost is starting its player on
# each page load, which the frame rate does not change.
fps=12
size=640x360
mkdir -p "$out_dir"

# Shared terms (geq has no variables across expressions, so each channel repeats them):
#   P      phase of the loop
#   HZ     horizon line
#   SKY    0 at the top of the sky, 1 at the horizon
#   SUN    the low sun: a soft-edged disc in a glow that breathes gently
#   WAVE   ripples on the sea drifting towards the viewer
#   GLINT  the sun's reflection: a shimmering column under the sun
P="(2*PI*T/${loop})"
HZ="(0.6*H)"
SKY="pow(Y/${HZ},1.6)"
GLOW="exp(-(pow(X-0.64*W,2)+pow(Y-(${HZ}-34),2))/(2*pow(46+4*sin(${P}),2)))"
DISC="clip((24-hypot(X-0.64*W,Y-(${HZ}-34)))/2.5,0,1)"
SUN="max(0.8*${GLOW},${DISC})"
WAVE="(0.5+0.5*sin((Y-${HZ})*0.55-2*${P}+sin(X/37+${P})*1.5))"
GLINT="exp(-pow(X-0.64*W,2)/(2*pow(18+(Y-${HZ})*0.35,2)))*${WAVE}"
DEPTH="((Y-${HZ})/(H-${HZ}))"
CLOUD="(0.5+0.5*sin(2*PI*(X/W)*2-${P}+Y/22))*exp(-pow(Y-0.22*H,2)/(2*pow(16,2)))"

channel() {
  # $1 sky top, $2 sky at horizon, $3 sun colour, $4 sea at horizon, $5 sea at the bottom, $6 glint.
  # The sun is mixed in (not added) and every value is clipped: geq wraps values above 255.
  local sky="(${1}+(${2}-${1})*${SKY}+14*${CLOUD})"
  local sea="(${4}+(${5}-${4})*${DEPTH}+10*(1-${DEPTH})*${WAVE}+${6}*0.6*${GLINT}*(1-0.7*${DEPTH}))"
  echo "clip(if(lt(Y,${HZ}), ${sky}*(1-${SUN})+${3}*${SUN}, ${sea}),0,255)"
}

R="$(channel 22 246 255 104 14 150)"
G="$(channel 60 172 232 110 48 110)"
B="$(channel 98 128 178 128 78 60)"

filter="format=gbrp,geq=r='${R}':g='${G}':b='${B}',format=yuv420p"

if [ -n "${PREVIEW:-}" ]; then
  # PREVIEW=/tmp/frame.png: one still of the first frame, to tune colours quickly.
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=black:s=${size}:r=${fps}:d=1" \
    -vf "format=gbrp,geq=r='${R}':g='${G}':b='${B}'" -frames:v 1 "$PREVIEW"
  exit 0
fi

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=${size}:r=${fps}:d=${loop}" \
  -vf "$filter" -an \
  -c:v libx264 -profile:v high -preset veryslow -crf 30 -pix_fmt yuv420p -movflags +faststart \
  "$out_dir/hero.mp4"

ls -l "$out_dir"
