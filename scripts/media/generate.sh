#!/usr/bin/env bash
# Generates the site's own imagery into web/public/media: hero poster and loop, blog, page images,
# og-default.jpg and manifest.json; and the demo gallery and team portraits into internal/seed/media,
# which a fresh install puts through the picture pipeline once (the pages show them from the database).
# Deterministic (fixed seeds, single-threaded noise).
#   scripts/media/generate.sh                 # everything
#   ONLY=gallery,team scripts/media/generate.sh   # some groups: hero gallery team blog pages manifest
#   SOURCE=~/spa-photos scripts/media/generate.sh # use real photos where present (see README.md)
# Needs ImageMagick 6 (convert, identify, montage), cwebp and ffmpeg:
#   apt-get install -y imagemagick webp ffmpeg
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
OUT=${OUT:-$ROOT/web/public/media}
SEED=${SEED:-$ROOT/internal/seed/media}
SOURCE=${SOURCE:-}
ONLY=${ONLY:-hero,gallery,team,blog,pages,manifest}
POSTS=${POSTS:-$ROOT/internal/seed/posts}

for tool in convert identify montage cwebp ffmpeg ffprobe; do
  command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install -y imagemagick webp ffmpeg" >&2; exit 1; }
done
convert -version 2>/dev/null | grep -q 'ImageMagick 6' || { echo "convert is not ImageMagick 6: apt-get install -y imagemagick" >&2; exit 1; }

T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
# shellcheck source=lib.sh
. "$HERE/lib.sh"
# shellcheck source=scenes.sh
. "$HERE/scenes.sh"
want() { [[ ",$ONLY," == *",$1,"* ]]; }
say() { printf '  %s\n' "$*" >&2; }
mkdir -p "$OUT"/{hero,blog,about,home} "$SEED"

# master GROUP NAME W H PAINTER [ARGS...] -> path of a W x H PNG: the real photo from
# $SOURCE/GROUP/NAME.{jpg,jpeg,png,webp} when there is one, otherwise the painted scene.
master() {
  local g=$1 n=$2 w=$3 h=$4 p=$5 f e; shift 5
  f="$T/m-$g-$n.png"
  if [ -n "$SOURCE" ]; then
    for e in jpg jpeg png webp; do
      if [ -f "$SOURCE/$g/$n.$e" ]; then
        convert "$SOURCE/$g/$n.$e" -auto-orient -resize "${w}x${h}^" -gravity center -extent "${w}x${h}" +repage -strip "$f"
        echo "$f"; return
      fi
    done
  fi
  "$p" "$w" "$h" "$@" "$f"
  echo "$f"
}

# --- data: names the web app uses -------------------------------------------------------------------
# gallery: name (internal/seed/media.json's file)|painter args
GALLERY=(
  'warm-oil-ritual|scene_oil 11'
  'couples-suite-dusk|scene_couples 13'
  'hammam-steam-room|scene_hammam 15 warm'
  'relaxation-lounge|scene_palms 16'
  'hot-stone-preparation|scene_stones_light 12'
  'private-treatment-room|scene_linen 14'
)
# team: slug (internal/seed/media.json's portrait-<slug>.webp)|silhouette
TEAM=(
  'layla-haddad|scarf'
  'priya-nair|bun'
  'youssef-benali|short'
)
# blog: slug|painter args|alt ; other slugs found in the posts get soft bokeh
BLOG=(
  'a-couples-spa-day-in-dubai|scene_couples 21|Two rolled towels on a bed in warm evening light, rose petals scattered'
  'better-sleep-in-the-dubai-summer|scene_moon 22|A crescent moon over softly folded linen at night'
  'caring-for-your-skin-in-the-uae-climate|scene_dunes 23|Desert dunes in the golden light of late afternoon'
  'hot-stone-massage-explained|hero|Stacked basalt stones with a gold rim light beside still water and candles'
  'massage-and-recovery-for-dubai-runners|scene_dawn 25|Sunrise over calm water, light scattered on the surface'
  'oud-frankincense-and-the-scents-of-arabia|scene_smoke 26|Incense smoke curling up through warm amber light'
  'the-ritual-of-the-moroccan-hammam|scene_hammam 27 green|A corridor of hammam arches veiled in steam'
  'what-to-expect-from-your-first-massage|scene_linen 28|A stack of fresh folded towels with a eucalyptus sprig'
)
BLOG_DEFAULT_ALT='Soft golden bokeh of candle light on a sand-coloured background'

# --- hero -----------------------------------------------------------------------------------------
hero_graph() {
  local ow=$1 oh=$2 d=$3 ac=$4 as=$5 wy=$(( $2*64/100 ))
  local ph="2*PI*T/$d"
  printf '%s' "[3:v]format=gray,split=2[x1a][x1b];[4:v]format=gray,split=2[y1a][y1b];[5:v]format=gray,split=2[x2a][x2b];[6:v]format=gray,split=2[y2a][y2b];"
  printf '%s' "[x1a][x2a]blend=all_expr='128+$ac*((A-128)*cos($ph)+(B-128)*sin($ph))/128',scale=$ow:$oh:flags=bicubic[cx1];"
  printf '%s' "[y1a][y2a]blend=all_expr='128+$ac*((A-128)*sin($ph)-(B-128)*cos($ph))/128',scale=$ow:$oh:flags=bicubic[cy1];"
  printf '%s' "[x1b][y2b]blend=all_expr='128+$as*((A-128)*cos($ph)+(B-128)*sin($ph))/128',scale=$ow:$oh:flags=bicubic[sx];"
  printf '%s' "[y1b][x2b]blend=all_expr='128+$as*((A-128)*sin($ph)-(B-128)*cos($ph))/128',scale=$ow:$oh:flags=bicubic[sy];"
  printf '%s' "[1:v]format=gray,scale=$ow:$((oh-wy)),pad=$ow:$oh:0:$wy:black[cf];[cf][cx1][cy1]displace=edge=wrap,format=gbrp,colorchannelmixer=rr=1:gg=0.78:bb=0.45[cc];"
  printf '%s' "[7:v]format=gray,scale=$ow:$oh,format=gbrp[wm];[cc][wm]blend=all_mode=multiply[cm];"
  printf '%s' "[2:v]format=gray,scale=$ow:$oh[s0];[s0][sx][sy]displace=edge=smear,format=gbrp,colorchannelmixer=rr=1:gg=0.9:bb=0.75[sc];"
  printf '%s' "[0:v]scale=$ow:$oh:flags=lanczos,format=gbrp[b];[b][cm]blend=all_mode=screen:all_opacity=0.20[b2];[b2][sc]blend=all_mode=screen:all_opacity=0.45,format=yuv420p[v]"
}

hero_inputs() { # DIR -> ffmpeg input arguments for the hero layers
  local d=$1 f
  for f in base caus steam nx1 ny1 nx2 ny2 wmask; do printf -- '-loop\n1\n-framerate\n25\n-i\n%s\n' "$d/$f.png"; done
}
make_hero() {
  local d="$T/hero" args=()
  mkdir -p "$d"
  if [ -n "$SOURCE" ] && [ -f "$SOURCE/hero/hero.mp4" ]; then
    say "hero: from $SOURCE/hero/hero.mp4"
    ffmpeg -v error -y -i "$SOURCE/hero/hero.mp4" -frames:v 1 -vf 'scale=1920:1080:force_original_aspect_ratio=increase,crop=1920:1080' "$T/poster.png"
    args=(-i "$SOURCE/hero/hero.mp4" -t 8 -vf 'scale=1280:720:force_original_aspect_ratio=increase,crop=1280:720,format=yuv420p')
  else
    say "hero: painting layers"
    hero_layers 1920 1080 "$d"
    mapfile -t in < <(hero_inputs "$d")
    ffmpeg -v error -y "${in[@]}" -filter_complex "$(hero_graph 1920 1080 8 15 60)" -map '[v]' -frames:v 1 -pix_fmt rgb24 "$T/poster.png"
    args=("${in[@]}" -filter_complex "$(hero_graph 1280 720 8 10 40)" -map '[v]' -t 8)
  fi
  cp "$T/poster.png" "$T/m-hero-poster.png"
  say "hero: poster"
  export_webp "$T/poster.png" 1920 1080 "$OUT/hero/poster-1920.webp" 74
  export_webp "$T/poster.png" 1280 720 "$OUT/hero/poster-1280.webp" 74
  export_webp "$T/poster.png" 768 432 "$OUT/hero/poster-768.webp" 72
  say "hero: mp4"
  ffmpeg -v error -y "${args[@]}" -an -c:v libx264 -preset slow -profile:v high -crf 27 -maxrate 700k -bufsize 1400k \
    -pix_fmt yuv420p -g 50 -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$OUT/hero/hero-720.mp4"
  say "hero: webm"
  ffmpeg -v error -y "${args[@]}" -an -c:v libvpx-vp9 -b:v 420k -crf 36 -row-mt 0 -threads 1 -deadline good -cpu-used 2 \
    -pix_fmt yuv420p -g 200 -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$OUT/hero/hero-720.webm"
  convert "$T/poster.png" -resize 1200x675 -gravity center -extent 1200x630 +repage -strip -quality 84 -sampling-factor 4:2:0 -interlace JPEG "$OUT/og-default.jpg"
}

make_gallery() {
  local row n p m
  for row in "${GALLERY[@]}"; do
    IFS='|' read -r n p <<<"$row"; say "gallery: $n"
    # shellcheck disable=SC2086
    m=$(master gallery "$n" 1280 960 $p)
    export_webp "$m" 960 720 "$SEED/$n.webp" 76
  done
}

make_team() {
  local row slug sty seed=1 m
  for row in "${TEAM[@]}"; do
    IFS='|' read -r slug sty <<<"$row"; say "team: $slug"
    m=$(master team "$slug" 640 640 scene_portrait_wh "$seed" "$sty")
    export_webp "$m" 640 640 "$SEED/portrait-$slug.webp" 78
    seed=$((seed+1))
  done
}
scene_portrait_wh() { scene_portrait "$1" "$3" "$4" "$5"; }

blog_slugs() { # slugs from the posts' front matter, sorted
  [ -d "$POSTS" ] || return 0
  sed -n 's/^slug:[[:space:]]*//p' "$POSTS"/*.md 2>/dev/null | tr -d '\r' | sed 's/[[:space:]]*$//' | sort -u
}
blog_row() { local r; for r in "${BLOG[@]}"; do if [ "${r%%|*}" = "$1" ]; then echo "$r"; fi; done; return 0; }
make_blog() {
  local slug row p m sum
  for slug in $(blog_slugs) default; do
    say "blog: $slug"
    row=$(blog_row "$slug"); p=$(cut -d'|' -f2 <<<"$row")
    if [ "$slug" = default ]; then p="scene_softbokeh 29"; fi
    if [ -z "$p" ]; then sum=$(printf '%s' "$slug" | cksum | cut -d' ' -f1); p="scene_softbokeh $(( sum % 9000 + 100 ))"; fi
    if [ "$p" = hero ]; then
      [ -f "$T/m-hero-poster.png" ] || { ONLY=hero make_hero; }
      m="$T/m-hero-poster.png"
      if [ -n "$SOURCE" ] && ls "$SOURCE/blog/$slug".* >/dev/null 2>&1; then m=$(master blog "$slug" 1200 675 false); fi
    else
      # shellcheck disable=SC2086
      m=$(master blog "$slug" 1200 675 $p)
    fi
    export_webp "$m" 1200 675 "$OUT/blog/$slug.webp" 74
    export_webp "$m" 640 360 "$OUT/blog/$slug-640.webp" 74
  done
}

make_pages() {
  local m
  say "about: story"
  m=$(master about story 1200 900 scene_hammam 31 green)
  export_webp "$m" 1200 900 "$OUT/about/story-1200.webp" 74
  export_webp "$m" 640 480 "$OUT/about/story-640.webp" 76
  say "home: about"
  m=$(master home about 1200 900 scene_stones_light 32)
  export_webp "$m" 1200 900 "$OUT/home/about-1200.webp" 74
  export_webp "$m" 640 480 "$OUT/home/about-640.webp" 76
}

# --- manifest -------------------------------------------------------------------------------------
json_str() { local s=$1; s=${s//\\/\\\\}; s=${s//\"/\\\"}; printf '"%s"' "$s"; }
dims() {
  case "$1" in
    *.mp4|*.webm) ffprobe -v error -select_streams v:0 -show_entries stream=width,height -of csv=p=0:s=x "$1" | tr x ' ' ;;
    *) identify -format '%w %h' "$1" ;;
  esac
}
make_manifest() {
  local f rel w h alt row slug first=1 wh
  declare -A ALT
  for f in hero/poster-768.webp hero/poster-1280.webp hero/poster-1920.webp hero/hero-720.mp4 hero/hero-720.webm; do
    ALT[$f]='Candle light and drifting steam over still water beside a cairn of basalt stones'; done
  ALT[og-default.jpg]=${ALT[hero/poster-1920.webp]}
  for slug in $(blog_slugs) default; do
    row=$(blog_row "$slug"); alt=$(cut -d'|' -f3 <<<"$row"); [ -n "$alt" ] || alt=$BLOG_DEFAULT_ALT
    ALT[blog/$slug.webp]=$alt; ALT[blog/$slug-640.webp]=$alt; done
  for s in 640 1200; do
    ALT[about/story-$s.webp]='Steam drifting through a corridor of hammam arches toward a warm light'
    ALT[home/about-$s.webp]='A cairn of warm basalt stones on a sunlit ledge'; done
  {
    printf '{\n'
    while IFS= read -r rel; do
      f="$OUT/$rel"; wh=$(dims "$f"); w=${wh% *}; h=${wh#* }
      [ $first = 1 ] || printf ',\n'; first=0
      printf '  %s: {"width": %d, "height": %d, "bytes": %d, "alt": %s' "$(json_str "/media/$rel")" "$w" "$h" "$(stat -c %s "$f")" "$(json_str "${ALT[$rel]:-}")"
      printf '}'
    done < <(cd "$OUT" && find . -type f \( -name '*.webp' -o -name '*.jpg' -o -name '*.mp4' -o -name '*.webm' \) | sed 's|^\./||' | LC_ALL=C sort)
    printf '\n}\n'
  } >"$OUT/manifest.json"
  say "manifest: $(grep -c '"width"' "$OUT/manifest.json") files"
}

main() {
  if want hero; then make_hero; fi
  if want gallery; then make_gallery; fi
  if want team; then make_team; fi
  if want blog; then make_blog; fi
  if want pages; then make_pages; fi
  if want manifest; then make_manifest; fi
}
main "$@"
exit 0
