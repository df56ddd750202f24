#!/usr/bin/env bash
# contact-sheet.sh OUT.png -> every generated image on one labelled page, for review.
set -euo pipefail
D=$(cd "$(dirname "$0")/../../web/public/media" && pwd)
cd "$D"
montage -label '%t' -font DejaVu-Sans -pointsize 11 $(ls hero/poster-1280.webp og-default.jpg ../../../internal/seed/media/*.webp blog/*-640.webp about/story-640.webp home/about-640.webp) \
  -tile 6x -geometry 320x240+4+4 -background '#222' -fill '#ddd' "${1:-/tmp/contact-sheet.png}"
