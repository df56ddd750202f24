# shellcheck shell=bash
# Helpers for generate.sh: deterministic noise, bokeh, stones and export. Sourced, not run.

# Palette
SAND='#E8DCC4'; SAND2='#F5EFE6'; GOLD='#B08D57'; GOLD2='#C9A96E'
GREEN='#1F3D36'; GREEN2='#2E5548'; CREAM='#FBF7EF'; AMBER='#F0A84E'; DEEP='#0C1A17'

# Deterministic pseudo-random generator for awk (Park-Miller, exact in doubles).
AWKRND='function rnd(){ S=(S*16807)%2147483647; return S/2147483647 }'

# Random noise is generated single-threaded so that a seed always gives the same pixels.
# noise W H SEED BLUR OUT  -> smooth, tileable, auto-levelled grey noise
noise() {
  convert -limit thread 1 -size "$1x$2" xc:gray -seed "$3" +noise Random \
    -colorspace Gray -virtual-pixel tile -blur "0x$4" -auto-level "$5"
}
# fbm W H SEED OUT -> two octaves of smooth noise (cloudy, for steam and smoke)
fbm() {
  local w=$1 h=$2 s=$3 o=$4
  noise $((w/24)) $((h/24)) "$s" 2 "$T/_n1.png"
  noise $((w/10)) $((h/10)) $((s+1)) 2 "$T/_n2.png"
  convert "$T/_n1.png" -resize "${w}x${h}!" \( "$T/_n2.png" -resize "${w}x${h}!" \) \
    -compose blend -define compose:args=25 -composite -blur "0x$((w/120+1))" -auto-level "$o"
}

# bokeh W H SEED N RMIN RMAX Y0 Y1 PALETTE OUT -> discs on black (screen it onto a scene)
# radii and y as fractions of W and H; PALETTE is a comma list of colours.
bokeh() {
  local w=$1 h=$2 s=$3 n=$4 r0=$5 r1=$6 y0=$7 y1=$8 pal=$9 out=${10} mvg
  mvg=$(awk -v W="$w" -v H="$h" -v S="$s" -v N="$n" -v r0="$r0" -v r1="$r1" -v y0="$y0" -v y1="$y1" -v pal="$pal" "$AWKRND"'
    BEGIN{ np=split(pal,P,","); rnd(); for(i=0;i<N;i++){ x=rnd()*W; y=(y0+(y1-y0)*rnd())*H; q=rnd(); r=(r0+(r1-r0)*q*q)*W;
      c=P[1+int(rnd()*np)]; o=(0.18+0.55*rnd())*(1-0.5*q);
      printf "fill %s fill-opacity %.3f circle %.1f,%.1f %.1f,%.1f\n", c, o, x, y, x+r, y } }')
  convert -size "${w}x${h}" xc:black -draw "$mvg" -blur "0x$(( w/700 + 1 ))" \
    \( +clone -blur "0x$(( w/45 ))" \) -compose Screen -composite "$out"
}

# vignette IN STRENGTH(0-100) OUT -> darken toward the edges and corners, smoothly
vignette() {
  local g; g=$(identify -format '%wx%h' "$1")
  convert "$1" \( -size 400x400 radial-gradient:white-black -resize "$g!" -gravity center -crop 80%x80%+0+0 +repage -resize "$g!" \
    -negate -evaluate pow 1.8 -evaluate multiply "0.$2" -negate \) -compose Multiply -composite "$3"
}

# grain IN AMOUNT SEED OUT -> a little film grain, so gradients do not band
grain() {
  local g; g=$(identify -format '%wx%h' "$1")
  convert "$1" \( -limit thread 1 -size "$g" xc:gray50 -seed "$3" +noise Gaussian -colorspace Gray -blur 0x0.6 \) \
    -compose blend -define compose:args="$2" -composite "$4"
}

# Lighting maps of an ideal pebble (a flattened ellipsoid), made once: key light from the upper left,
# rim light from behind on the right.
stone_maps() {
  [ -f "$T/stone-key.png" ] && return 0
  local N='px=2*(i+0.5)/w-1; py=2*(j+0.5)/h-1; rr=px*px+py*py; pz=sqrt(max(0,1-rr))*2.2; nn=sqrt(px*px+py*py+pz*pz);'
  convert -size 256x256 xc:black -fx "$N rr<1 ? max(0,(-0.45*px-0.55*py+0.70*pz)/nn) : 0" "$T/stone-key.png"
  convert -size 256x256 xc:black -fx "$N rr<1 ? pow(max(0,(0.85*px-0.40*py+0.05*pz)/nn),1.5) : 0" "$T/stone-rim.png"
  convert -size 256x256 xc:black -fill white -draw 'circle 127.5,127.5 127.5,0.5' "$T/stone-mask.png"
  convert -size 1x200 gradient:'#0b0e0d-#343b37' \( -size 1x56 gradient:'#343b37-#caa46a' \) -append "$T/stone-clut.png"
  noise 512 512 77 0.5 "$T/stone-tex.png"
}
# stone RX RY ROT OUT -> one lit basalt pebble with alpha
stone() {
  local rx=$1 ry=$2 rot=$3 out=$4 sz f
  stone_maps; sz="$((2*rx))x$((2*ry))!"
  for f in key rim mask tex; do convert "$T/stone-$f.png" -resize "$sz" -compose Over -bordercolor black -border 6 "$T/_s$f.png"; done
  convert "$T/_skey.png" \( "$T/_stex.png" -level 20%,80% \) -compose blend -define compose:args=2 -composite \
    "$T/stone-clut.png" -clut \
    \( "$T/_srim.png" +level-colors black,'#F1CB8A' \) -compose Screen -composite \
    \( "$T/_smask.png" -blur 0x0.7 \) -alpha off -compose CopyOpacity -composite \
    -background none -rotate "$rot" "$out"
}
# stack W H CX BASEY SCALE(per mille of W) SHADOWCOLOR OUT -> a cairn of 4-5 stones on a transparent layer
stack() {
  local w=$1 h=$2 cx=$3 by=$4 k=$5 sh=$6 out=$7 y i rx ry rot dx sw shh
  local spec=('175 52 -3 0' '138 47 4 12' '104 40 -5 -6' '74 32 6 9' '46 22 -4 2')
  convert -size "${w}x${h}" xc:none "$out"
  y=$by
  # ground shadow
  rx=$(( 175*k*w/1000000 )); ry=$(( 52*k*w/1000000 ))
  convert "$out" \( -size "${w}x${h}" xc:none -fill "$sh" -draw "ellipse $cx,$((by-ry/3)) $((rx*13/10)),$((ry/2)) 0,360" -blur "0x$((ry/2+1))" \) -compose Over -composite "$out"
  for i in "${spec[@]}"; do
    read -r rx ry rot dx <<<"$i"
    rx=$(( rx*k*w/1000000 )); ry=$(( ry*k*w/1000000 )); dx=$(( dx*k*w/1000000 ))
    stone "$rx" "$ry" "$rot" "$T/_stone.png"
    sw=$(identify -format '%w' "$T/_stone.png"); shh=$(identify -format '%h' "$T/_stone.png")
    # contact shadow where this stone rests on the one below
    convert "$out" \( -size "${w}x${h}" xc:none -fill 'rgba(0,0,0,0.55)' -draw "ellipse $((cx+dx)),$((y-ry/5)) $((rx*9/10)),$((ry/3)) 0,360" -blur "0x$((ry/4+1))" \) -compose Over -composite \
      "$T/_stone.png" -geometry "+$((cx+dx-sw/2))+$((y-ry-shh/2+ry/2-ry/2))" -compose Over -composite "$out"
    y=$(( y - 2*ry + ry/4 ))
  done
}

# export_webp MASTER W H OUT [Q] -> resize to cover W x H, centre-crop, encode
export_webp() {
  local q=${5:-76}
  convert "$1" -resize "$2x$3^" -gravity center -extent "$2x$3" +repage -strip "$T/_exp.png"
  cwebp -quiet -q "$q" -m 6 -sharp_yuv -metadata none "$T/_exp.png" -o "$4"
}
