# shellcheck shell=bash
# Scene painters for generate.sh. Each writes a PNG master of the given size. Sourced, not run.

# glow W H CX CY R COLOUR OUT -> a soft radial light on black
glow() {
  convert -size "${1}x${2}" xc:black \( -size "$(( 2*$5 ))x$(( 2*$5 ))" radial-gradient:"$6"-black -evaluate pow 1.4 \) \
    -geometry "+$(( $3-$5 ))+$(( $4-$5 ))" -compose Screen -composite "$7"
}

# --- Hero: a reflecting pool at night, a basalt cairn, candle bokeh; layers for the video too --------
# hero_layers W H DIR -> DIR/base.png caus.png steam.png wmask.png nx1 ny1 nx2 ny2 (displacement noise)
hero_layers() {
  local w=$1 h=$2 d=$3 hz=$(( $2*64/100 ))
  local wh=$(( h-hz ))
  convert -size "${w}x${hz}" gradient:'#07110F-#1A332D' "$d/sky.png"
  glow "$w" "$hz" $(( w*60/100 )) $(( hz*88/100 )) $(( w*42/100 )) '#B9772F' "$d/g1.png"
  glow "$w" "$hz" $(( w*22/100 )) $(( hz*95/100 )) $(( w*22/100 )) '#6E4A22' "$d/g2.png"
  bokeh "$w" "$hz" 311 70 0.006 0.045 0.15 0.98 '#F6C878,#E9A24C,#FFE3AE,#C9A96E,#D98A3A' "$d/bk.png"
  convert "$d/sky.png" "$d/g1.png" -compose Screen -composite "$d/g2.png" -compose Screen -composite \
    "$d/bk.png" -compose Screen -composite "$d/upper.png"
  # a low candle line on the far ledge: small bright flames, softly bloomed
  local mvg
  mvg=$(awk -v W="$w" -v Y="$hz" -v S=91 "$AWKRND"'BEGIN{ for(i=0;i<9;i++){ x=W*(0.08+0.84*i/8+0.03*(rnd()-0.5)); if (x>W*0.55 && x<W*0.85) continue; hh=W*(0.007+0.004*rnd());
      printf "fill #FFE9B8 ellipse %.1f,%.1f %.1f,%.1f 0,360\n", x, Y-W*0.010-hh, hh*0.42, hh;
      printf "fill #3A2A1C rectangle %.1f,%.1f %.1f,%.1f\n", x-W*0.009, Y-W*0.009, x+W*0.009, Y } }')
  convert -size "${w}x${hz}" xc:black -draw "$mvg" \( +clone -blur "0x$(( w/120 ))" -level 0,60% \) -compose Screen -composite \
    \( +clone -blur "0x$(( w/30 ))" \) -compose Screen -composite "$d/candles.png"
  convert "$d/upper.png" "$d/candles.png" -compose Screen -composite "$d/upper.png"
  # water: dark green, with a stretched, darkened reflection of the room above
  convert -size "${w}x${wh}" gradient:'#10241F-#0A1512' "$d/water0.png"
  convert "$d/upper.png" -flip -crop "${w}x${wh}+0+0" +repage -motion-blur "0x$(( h/40 ))+90" -blur "0x$(( w/400+1 ))" \
    -modulate 60 "$d/refl.png"
  convert "$d/water0.png" "$d/refl.png" -compose Screen -composite "$d/water.png"
  convert "$d/upper.png" "$d/water.png" -append "$d/base0.png"
  # the cairn and its reflection
  stack "$w" "$h" $(( w*68/100 )) $(( hz + h/90 )) 620 'rgba(0,0,0,0.6)' "$d/cairn.png"
  convert "$d/cairn.png" -crop "${w}x$(( hz + h/90 ))+0+0" +repage -flip -motion-blur "0x$(( h/60 ))+90" \
    -channel A -evaluate multiply 0.45 +channel "$d/cairnr.png"
  convert "$d/base0.png" "$d/cairnr.png" -geometry "+0+$(( hz + h/90 ))" -compose Over -composite \
    "$d/cairn.png" -compose Over -composite "$d/base1.png"
  vignette "$d/base1.png" 55 "$d/base.png"
  # caustic network for the water (tileable), and the mask that fades it toward the horizon
  caustics "$w" "$wh" 5 "$d/caus.png"
  convert -size "${w}x${wh}" gradient:'#202020-#a0a0a0' -evaluate pow 1.6 "$d/wm.png"
  convert -size "${w}x${hz}" xc:black "$d/wm.png" -append "$d/wmask.png"
  # steam: cloudy noise, strongest in a band just above the water
  noise $(( w/16 )) $(( h/24 )) 21 2.5 "$d/_s1.png"; noise $(( w/8 )) $(( h/12 )) 22 2.5 "$d/_s2.png"
  convert "$d/_s1.png" -resize "${w}x${h}!" \( "$d/_s2.png" -resize "${w}x${h}!" \) -compose blend -define compose:args=30 -composite \
    -level 50%,100% -blur "0x$(( w/200 ))" "$d/st0.png"
  convert "$d/st0.png" \
    \( -size "${w}x${h}" xc:black -fill white -draw "rectangle 0,$(( h*40/100 )) $w,$(( h*78/100 ))" -blur "0x$(( h/7 ))" \) \
    -compose Multiply -composite "$d/steam.png"
  # smooth noise fields that drive the looping displacement
  noise $(( w/8 )) $(( h/8 )) 101 6 "$d/nx1.png"; noise $(( w/8 )) $(( h/8 )) 102 6 "$d/ny1.png"
  noise $(( w/8 )) $(( h/8 )) 103 6 "$d/nx2.png"; noise $(( w/8 )) $(( h/8 )) 104 6 "$d/ny2.png"
}

# caustics W H SEED OUT -> a tileable network of bright wobbly lines (Voronoi edges, displaced)
caustics() {
  local w=$1 h=$2 s=$3 out=$4 cw=$(( $1/2 )) ch=$(( $2*5/8 )) pts
  pts=$(awk -v W="$cw" -v H="$ch" -v S="$s" -v N=$(( cw*ch/2600 )) "$AWKRND"'BEGIN{ rnd(); for(i=0;i<N;i++){ x=rnd()*W; y=rnd()*H; c=int(rnd()*255);
      for(a=-1;a<=1;a++) for(b=-1;b<=1;b++) printf "%.1f,%.1f rgb(%d,%d,%d) ", x+(a+1)*W, y+(b+1)*H, c, c, c } }')
  convert -size "$(( 3*cw ))x$(( 3*ch ))" xc: -sparse-color Voronoi "$pts" -crop "${cw}x${ch}+${cw}+${ch}" +repage \
    -morphology EdgeIn Diamond:1 -threshold 0 -negate -morphology Distance Euclidean:2 -auto-level -negate -evaluate pow 8 "$T/_vor.png"
  noise "$cw" "$ch" $(( s+7 )) 12 "$T/_dx.png"; noise "$cw" "$ch" $(( s+8 )) 12 "$T/_dy.png"
  convert "$T/_dx.png" "$T/_dy.png" -size "${cw}x${ch}" xc:gray -combine -set colorspace sRGB "$T/_dmap.png"
  convert "$T/_vor.png" "$T/_dmap.png" -virtual-pixel tile -define compose:args=10x10 -compose displace -composite \
    -virtual-pixel tile -blur 0x1 -auto-level -resize "${w}x${h}!" "$out"
}

# --- Warm oil in a basalt dish, top-down, candle bokeh ------------------------------------------------
scene_oil() {
  local w=$1 h=$2 s=$3 o=$4 cx=$(( $1*40/100 )) cy=$(( $2*60/100 )) r=$(( $2*42/100 )) ri mvg
  ri=$(( r*74/100 ))
  convert -size "${w}x${h}" gradient:'#2A2019-#120D0A' "$T/oil-bg.png"
  noise $(( w/6 )) $(( h/3 )) "$s" 1.2 "$T/_lin.png"   # soft folds in the cloth beneath
  glow "$w" "$h" $(( w*85/100 )) $(( h*12/100 )) $(( w*45/100 )) '#8A5A24' "$T/_g.png"
  bokeh "$w" "$h" $(( s+1 )) 26 0.01 0.05 0.0 0.45 '#F6C878,#E9A24C,#FFE3AE' "$T/_bk.png"
  convert "$T/_bk.png" \( -size "${w}x${h}" gradient:white-black -evaluate pow 1.5 \) -compose Multiply -composite \
    \( -size "${w}x${h}" xc:black -fill white -draw "rectangle $(( w*45/100 )),0 $w,$h" -blur "0x$(( w/8 ))" \) -compose Multiply -composite "$T/_bk.png"
  convert "$T/oil-bg.png" \( "$T/_lin.png" -resize "${w}x${h}!" -blur "0x$(( w/150 ))" +level 38%,62% \) -compose SoftLight -composite \
    "$T/_g.png" -compose Screen -composite "$T/_bk.png" -compose Screen -composite -blur 0x1 "$T/oil-a.png"
  # the dish and its shadow
  stone "$r" "$r" 0 "$T/_dish.png"
  convert "$T/oil-a.png" \( -size "${w}x${h}" xc:none -fill 'rgba(0,0,0,0.7)' -draw "circle $(( cx+r/10 )),$(( cy+r/8 )) $(( cx+r/10+r )),$(( cy+r/8 ))" -blur "0x$(( r/6 ))" \) -compose Over -composite \
    "$T/_dish.png" -geometry "+$(( cx-r-6 ))+$(( cy-r-6 ))" -compose Over -composite "$T/oil-b.png"
  # the oil: amber, darker at the rim, a candle's reflection and a slow ring where a drop fell
  convert -size "$(( 2*ri ))x$(( 2*ri ))" radial-gradient:'#F7C46A-#7A3E0E' -evaluate pow 0.9 \
    \( -size "$(( 2*ri ))x$(( 2*ri ))" xc:black -fill white -draw "circle $ri,$ri $ri,2" -blur 0x1 \) -alpha off -compose CopyOpacity -composite "$T/_oil.png"
  mvg=$(awk -v X=$(( cx+ri/5 )) -v Y=$(( cy+ri/6 )) -v R="$ri" 'BEGIN{ for(k=1;k<=4;k++){ q=R*(0.10+0.13*k); printf "stroke rgba(255,226,160,%.2f) fill none stroke-width %.1f ellipse %d,%d %.1f,%.1f 0,360\n", 0.55-0.11*k, R*0.012, X, Y, q, q*0.96 } }')
  convert "$T/oil-b.png" \
    \( -size "${w}x${h}" xc:none -fill 'rgba(0,0,0,0.55)' -draw "circle $cx,$cy $(( cx+ri+r/30 )),$cy" -blur "0x$(( r/14 ))" \) -compose Over -composite \
    "$T/_oil.png" -geometry "+$(( cx-ri ))+$(( cy-ri ))" -compose Over -composite \
    \( -size "${w}x${h}" xc:none -fill 'rgba(60,25,5,0.55)' -draw "circle $cx,$cy $(( cx+ri ))," -draw "circle $cx,$cy $(( cx+ri )),$cy" \) -compose Over -composite \
    "$T/oil-c.png" 2>/dev/null || true
  convert "$T/oil-b.png" \
    \( -size "${w}x${h}" xc:none -fill 'rgba(0,0,0,0.55)' -draw "circle $cx,$cy $(( cx+ri+r/30 )),$cy" -blur "0x$(( r/14 ))" \) -compose Over -composite \
    "$T/_oil.png" -geometry "+$(( cx-ri ))+$(( cy-ri ))" -compose Over -composite \
    \( -size "${w}x${h}" xc:black -draw "$mvg" -blur "0x$(( r/90+1 ))" \) -compose Screen -composite \
    \( -size "${w}x${h}" xc:black -fill '#FFF4DA' -draw "ellipse $(( cx-ri*35/100 )),$(( cy-ri*40/100 )) $(( ri/7 )),$(( ri/11 )) 0,360" -blur "0x$(( ri/25 ))" \
       \( +clone -blur "0x$(( ri/6 ))" \) -compose Screen -composite \) -compose Screen -composite "$T/oil-c.png"
  vignette "$T/oil-c.png" 45 "$o"
}

# --- Basalt cairn on warm sand in morning light -----------------------------------------------------
scene_stones_light() {
  local w=$1 h=$2 s=$3 o=$4
  convert -size "${w}x${h}" gradient:"$SAND2"-'#D4BE98' "$T/sl-a.png"
  glow "$w" "$h" $(( w*25/100 )) $(( h*20/100 )) $(( w*60/100 )) '#FFF6E4' "$T/_g.png"
  bokeh "$w" "$h" "$s" 18 0.015 0.06 0.05 0.55 '#FFFFFF,#FFF1D6,#F3DDB0' "$T/_bk.png"
  convert "$T/sl-a.png" "$T/_g.png" -compose Screen -composite \( "$T/_bk.png" -evaluate multiply 0.5 \) -compose Screen -composite "$T/sl-b.png"
  # the ledge the stones stand on
  convert "$T/sl-b.png" \( -size "${w}x$(( h*30/100 ))" gradient:'#CDB58C-#B89D72' \) -gravity south -compose Over -composite +gravity \
    \( -size "${w}x${h}" xc:none -fill 'rgba(255,250,235,0.6)' -draw "rectangle 0,$(( h*70/100 )) $w,$(( h*70/100+2 ))" -blur 0x1.5 \) -compose Over -composite "$T/sl-c.png"
  stack "$w" "$h" $(( w*46/100 )) $(( h*80/100 )) 780 'rgba(70,45,20,0.45)' "$T/_cairn.png"
  stone $(( w*6/100 )) $(( w*25/1000 )) 3 "$T/_p1.png"; stone $(( w*4/100 )) $(( w*18/1000 )) -8 "$T/_p2.png"
  convert "$T/sl-c.png" "$T/_cairn.png" -compose Over -composite \
    \( -size "${w}x${h}" xc:none -fill 'rgba(70,45,20,0.4)' -draw "ellipse $(( w*79/100 )),$(( h*86/100 )) $(( w*7/100 )),$(( w*1/100 )) 0,360" -draw "ellipse $(( w*88/100 )),$(( h*83/100 )) $(( w*5/100 )),$(( w*8/1000 )) 0,360" -blur "0x$(( w/120 ))" \) -compose Over -composite \
    "$T/_p1.png" -geometry "+$(( w*73/100 ))+$(( h*86/100 - w*3/100 ))" -compose Over -composite \
    "$T/_p2.png" -geometry "+$(( w*84/100 ))+$(( h*83/100 - w*22/1000 ))" -compose Over -composite "$T/sl-d.png"
  # a breath of steam off the warm stones
  noise $(( w/10 )) $(( h/6 )) $(( s+3 )) 2 "$T/_st.png"
  convert "$T/sl-d.png" \( "$T/_st.png" -resize "${w}x${h}!" -level 55%,100% \
      \( -size "${w}x${h}" xc:black -fill white -draw "ellipse $(( w*46/100 )),$(( h*25/100 )) $(( w*18/100 )),$(( h*22/100 )) 0,360" -blur "0x$(( w/14 ))" \) -compose Multiply -composite \) \
    -compose Screen -composite "$T/sl-e.png"
  vignette "$T/sl-e.png" 25 "$o"
}

# --- Two rolled towels on the couples suite bed at dusk --------------------------------------------
# towel_roll R OUT -> an end-on rolled towel (cream spiral) with alpha, size 2R+pad
towel_roll() {
  local r=$1 o=$2 d=$(( 2*$1+8 )) mvg
  mvg=$(awk -v R="$r" -v C=$(( r+4 )) 'BEGIN{ printf "polyline "; n=4.6; for(a=1.2;a<=n*6.2832;a+=0.08){ rr=R*0.97*a/(n*6.2832); printf "%.1f,%.1f ", C+rr*cos(a), C+rr*sin(a) } printf "\n" }')
  stone_maps
  convert -size "${d}x${d}" xc:'#EFE6D6' \
    \( -size "${d}x${d}" xc:none -stroke '#C2AD8E' -strokewidth "$(( r/14+1 ))" -fill none -draw "$mvg" -blur "0x$(( r/22+1 ))" \) -compose Over -composite \
    \( "$T/stone-key.png" -resize "$(( 2*r ))x$(( 2*r ))!" -compose Over -bordercolor black -border 4 -level 0,75% -gamma 1.8 +level 38%,100% \) -compose Multiply -composite \
    \( "$T/stone-mask.png" -resize "$(( 2*r ))x$(( 2*r ))!" -compose Over -bordercolor black -border 4 -blur 0x0.8 \) -alpha off -compose CopyOpacity -composite "$o"
}
scene_couples() {
  local w=$1 h=$2 s=$3 o=$4 r=$(( $2*17/100 )) y=$(( $2*62/100 ))
  convert -size "${w}x${h}" gradient:'#18302A-#6B4A2C' "$T/cp-a.png"
  glow "$w" "$h" $(( w*50/100 )) $(( h*48/100 )) $(( w*55/100 )) '#B7793A' "$T/_g.png"
  bokeh "$w" "$h" "$s" 40 0.008 0.05 0.0 0.5 '#F6C878,#E9A24C,#FFE3AE,#D98A3A' "$T/_bk.png"
  convert "$T/cp-a.png" "$T/_g.png" -compose Screen -composite "$T/_bk.png" -compose Screen -composite "$T/cp-b.png"
  # the bed: cream linen catching lamp light, soft folds
  noise $(( w/40 )) $(( h/16 )) $(( s+2 )) 1.2 "$T/_fold.png"
  convert "$T/cp-b.png" \( -size "${w}x$(( h*52/100 ))" gradient:'#E9D9BC-#8E7452' \
      \( -size "${w}x$(( h*52/100 ))" radial-gradient:'#FFF8EA-#000000' -evaluate multiply 0.5 \) -compose Screen -composite \) \
    -geometry "+0+$(( h*48/100 ))" -compose Over -composite "$T/cp-c.png"
  towel_roll "$r" "$T/_roll.png"
  local mvg
  mvg=$(awk -v W="$w" -v H="$h" -v S="$s" "$AWKRND"'BEGIN{ rnd(); for(i=0;i<9;i++){ x=W*(0.30+0.40*rnd()); y=H*(0.84+0.12*rnd()); a=360*rnd(); rx=W*(0.010+0.007*rnd());
      printf "fill %s push graphic-context translate %.1f,%.1f rotate %.1f ellipse 0,0 %.1f,%.1f 0,360 pop graphic-context\n", (rnd()<0.5?"#B06F6A":"#C68E84"), x, y, a, rx, rx*0.62 } }')
  convert "$T/cp-c.png" \
    \( -size "${w}x${h}" xc:none -fill 'rgba(40,20,5,0.55)' -draw "ellipse $(( w*36/100 )),$(( y+r*85/100 )) $(( r*11/10 )),$(( r/4 )) 0,360" -draw "ellipse $(( w*64/100 )),$(( y+r*85/100 )) $(( r*11/10 )),$(( r/4 )) 0,360" -blur "0x$(( r/7 ))" \) -compose Over -composite \
    "$T/_roll.png" -geometry "+$(( w*36/100 - r - 4 ))+$(( y - r - 4 ))" -compose Over -composite \
    "$T/_roll.png" -geometry "+$(( w*64/100 - r - 4 ))+$(( y - r - 4 ))" -compose Over -composite \
    \( -size "${w}x${h}" xc:none -draw "$mvg" -blur 0x1 \( +clone -background 'rgba(0,0,0,0.5)' -shadow 60x3+3+4 \) +swap -background none -layers merge +repage \) -gravity northwest -compose Over -composite "$T/cp-d.png"
  vignette "$T/cp-d.png" 45 "$o"
}

# --- Folded towels, a eucalyptus sprig, window light: a private treatment room ----------------------
scene_linen() {
  local w=$1 h=$2 s=$3 o=$4 i tw th x y mvg
  convert -size "${w}x${h}" gradient:'#EFE5D3-#CDBB9B' "$T/ln-a.png"
  # window light falling across the wall in a soft slanted band
  convert -size "${w}x${h}" xc:black -fill white -draw "polygon $(( w*10/100 )),0 $(( w*48/100 )),0 $(( w*78/100 )),$h $(( w*40/100 )),$h" -blur "0x$(( w/25 ))" "$T/_beam.png"
  convert "$T/ln-a.png" \( "$T/_beam.png" -evaluate multiply 0.55 +level-colors black,'#FFF3DC' \) -compose Screen -composite "$T/ln-b.png"
  # counter
  convert "$T/ln-b.png" \( -size "${w}x$(( h*26/100 ))" gradient:'#BFA77F-#9C8460' \) -gravity south -compose Over -composite +gravity "$T/ln-c.png"
  # stack of four towels, front faces as soft rounded bolsters
  tw=$(( w*46/100 )); th=$(( h*9/100 )); x=$(( w*27/100 )); y=$(( h*74/100 ))
  cp "$T/ln-c.png" "$T/ln-d.png"
  convert "$T/ln-d.png" \( -size "${w}x${h}" xc:none -fill 'rgba(60,40,20,0.45)' -draw "roundrectangle $(( x-w/50 )),$(( y+th*8/10 )) $(( x+tw+w/30 )),$(( y+th*13/10 )) 20,20" -blur "0x$(( w/80 ))" \) -compose Over -composite "$T/ln-d.png"
  for i in 0 1 2 3; do
    local xo=$(( x + (i%2)*w/90 - (i/2)*w/140 ))
    local yy=$(( y - i*th ))
    convert -size 1x$th gradient:'#FFFDF8-#C9B89B' -evaluate pow 0.8 -resize "${tw}x${th}!" \
      \( -size "$(( tw/4 ))x$th" xc:gray -seed $(( s+i )) +noise Random -colorspace Gray -blur 0x0.5 -resize "${tw}x${th}!" +level 44%,56% \) -compose SoftLight -composite \
      \( -size "${tw}x${th}" xc:black -fill white -draw "roundrectangle 0,0 $(( tw-1 )),$(( th-1 )) $(( th/2 )),$(( th/2 ))" \) -alpha off -compose CopyOpacity -composite "$T/_towel.png"
    convert "$T/ln-d.png" \( -size "${w}x${h}" xc:none -fill 'rgba(70,50,30,0.5)' -draw "rectangle $(( xo+th/3 )),$(( yy+th-3 )) $(( xo+tw-th/3 )),$(( yy+th+2 ))" -blur 0x3 \) -compose Over -composite \
      "$T/_towel.png" -geometry "+$xo+$yy" -compose Over -composite "$T/ln-d.png"
  done
  # the top of the stack, lit
  convert "$T/ln-d.png" -fill '#FBF6EC' -draw "roundrectangle $(( x+th/4 )),$(( y-4*th-th/4 )) $(( x+tw-th/4 )),$(( y-3*th+th/3 )) $(( th/3 )),$(( th/3 ))" "$T/ln-d.png"
  # eucalyptus sprig: a thin stem and round grey-green leaves
  mvg=$(awk -v X=$(( x+tw*15/100 )) -v Y=$(( y-4*th+th/10 )) -v L=$(( tw*70/100 )) -v S="$s" "$AWKRND"'BEGIN{ rnd(); printf "stroke #5E6E5C stroke-width %.1f fill none path \x27M %d,%d Q %d,%d %d,%d\x27 stroke none\n", L/160+1, X, Y, X+L/2, Y-L/10, X+L, Y-L/30;
    for(k=0;k<9;k++){ t=0.08+0.9*k/8; px=X+L*t; py=Y-L/10*4*t*(1-t)*0.5-L/30*t; side=(k%2?1:-1); r=L*(0.045+0.02*rnd());
      printf "fill %s circle %.1f,%.1f %.1f,%.1f\n", (rnd()<0.5?"#7F978A":"#6E8779"), px+side*r*0.3, py+side*r*0.9, px+side*r*0.3+r, py+side*r*0.9 } }')
  convert "$T/ln-d.png" \( -size "${w}x${h}" xc:none -draw "$mvg" -blur 0x0.6 \( +clone -background 'rgba(40,30,20,0.6)' -shadow 50x4+6+6 \) +swap -background none -layers merge +repage \) -gravity northwest -compose Over -composite "$T/ln-e.png"
  vignette "$T/ln-e.png" 30 "$o"
}

# --- Hammam: a corridor of horseshoe arches in steam, light from the dome ----------------------------
# scene_hammam W H SEED PALETTE OUT ; PALETTE warm|green
scene_hammam() {
  local w=$1 h=$2 s=$3 pal=$4 o=$5 n=6 k f vx vy ow top bot far near
  vx=$(( w/2 )); vy=$(( h*60/100 ))
  if [ "$pal" = green ]; then far='#E9DEC6'; near='#173029'; else far='#F3E4C8'; near='#5A3F26'; fi
  convert -size "${w}x${h}" radial-gradient:'#FFF6E2'-"$far" "$T/hm-acc.png"
  fbm "$w" "$h" "$s" "$T/_steam.png"
  for k in $(seq $n -1 1); do
    f=$(( 100*k/n ))                    # 100 = nearest
    f=$(( 100 - (100-f)*(100-f)*(100-f)/10000 ))   # perspective: far arches bunch up
    local sc=$(( 12 + 88*(n-k)*(n-k)/((n-1)*(n-1)) ))
    ow=$(( w*34/100*sc/100 )); top=$(( vy - h*52/100*sc/100 )); bot=$(( vy + h*42/100*sc/100 ))
    local r=$(( ow*112/100 )) yi
    yi=$(( top + r + (r - ow*46/100) ))
    local col
    col=$(convert xc:"$near" xc:"$far" -compose blend -define compose:args=$(( 100 - sc*85/100 )) -composite -format '%[pixel:p{0,0}]' info: 2>/dev/null)
    # wall layer with the arch cut out
    convert -size "${w}x${h}" xc:"$col" \
      \( -size "${w}x${h}" gradient:'#00000000-#00000060' \) -compose Over -composite \
      \( -size "${w}x${h}" xc:white -fill black -draw "path 'M $(( vx-ow )),$bot L $(( vx-ow )),$(( top+r )) A $r,$r 0 1,1 $(( vx+ow )),$(( top+r )) L $(( vx+ow )),$bot Z'" \
         -blur "0x$(( 1 + (100-sc)/25 ))" \) -alpha off -compose CopyOpacity -composite "$T/_wall.png"
    # inner reveal of the arch: a darker rim just inside the opening
    convert "$T/hm-acc.png" \( "$T/_steam.png" -level 40%,100% -evaluate multiply 0.$(( 12 + sc/6 )) \) -compose Screen -composite \
      "$T/_wall.png" -compose Over -composite "$T/hm-acc.png"
  done
  # light shaft from the dome's star-shaped oculus
  convert -size "${w}x${h}" xc:black -fill white -draw "polygon $(( w*56/100 )),0 $(( w*66/100 )),0 $(( w*52/100 )),$h $(( w*34/100 )),$h" -blur "0x$(( w/40 ))" \
    \( "$T/_steam.png" -level 20%,100% \) -compose Multiply -composite -evaluate multiply 0.45 +level-colors black,'#FFE6B5' "$T/_shaft.png"
  convert "$T/hm-acc.png" "$T/_shaft.png" -compose Screen -composite \( "$T/_steam.png" -level 60%,100% -evaluate multiply 0.25 \) -compose Screen -composite "$T/hm-b.png"
  vignette "$T/hm-b.png" 40 "$o"
}

# --- Palm-leaf shadows on a sand-coloured wall: the relaxation lounge -------------------------------
# frond_mvg W H SEED X Y ANGLE LEN -> MVG polygons of one palm frond (black)
frond_mvg() {
  awk -v W="$1" -v H="$2" -v S="$3" -v X="$4" -v Y="$5" -v A="$6" -v L="$7" "$AWKRND"'BEGIN{ rnd(); pi=3.14159265;
    a=A*pi/180; px=X; py=Y; n=60; cur=0.010;
    printf "stroke black stroke-width %.1f fill none polyline", L/160+1;
    for(i=0;i<=n;i++){ qx[i]=px; qy[i]=py; qa[i]=a; printf " %.1f,%.1f", px, py; px+=cos(a)*L/n; py+=sin(a)*L/n; a+=cur }
    printf "\nstroke none fill black\n";
    for(i=3;i<=n;i+=1.5){ k=int(i); t=k/n; for(sd=-1;sd<=1;sd+=2){
        ll=L*0.42*(sin(pi*(0.15+0.85*t)))^0.8*(0.85+0.3*rnd()); wd=ll*0.07;
        b=qa[k]+sd*(0.85+0.25*rnd())*(1-0.35*t)+0.25; ex=qx[k]+cos(b)*ll; ey=qy[k]+sin(b)*ll;
        mx=qx[k]+cos(b)*ll*0.45; my=qy[k]+sin(b)*ll*0.45; nx=-sin(b)*wd; ny=cos(b)*wd;
        printf "polygon %.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f\n", qx[k],qy[k], mx+nx,my+ny, ex,ey+ll*0.05, mx-nx,my-ny } } }'
}
scene_palms() {
  local w=$1 h=$2 s=$3 o=$4 m1 m2 m3
  convert -size "${w}x${h}" gradient:'#EADFC9-#D9C6A3' "$T/pl-a.png"
  noise $(( w/2 )) $(( h/2 )) "$s" 0.8 "$T/_plaster.png"
  convert "$T/pl-a.png" \( "$T/_plaster.png" -resize "${w}x${h}!" +level 45%,55% \) -compose SoftLight -composite "$T/pl-a.png"
  # the sunlit patch from a tall window, slanting across the wall
  convert -size "${w}x${h}" xc:black -fill white -draw "polygon $(( w*18/100 )),0 $(( w*95/100 )),0 $(( w*82/100 )),$h $(( w*5/100 )),$h" -blur "0x$(( w/60 ))" "$T/_sun.png"
  m1=$(frond_mvg "$w" "$h" "$s" $(( w*105/100 )) $(( h*-5/100 )) 140 $(( w*80/100 )))
  m2=$(frond_mvg "$w" "$h" $(( s+5 )) $(( w*-5/100 )) $(( h*10/100 )) 20 $(( w*70/100 )))
  m3=$(frond_mvg "$w" "$h" $(( s+9 )) $(( w*70/100 )) $(( h*105/100 )) 235 $(( w*55/100 )))
  convert -size "${w}x${h}" xc:white -draw "$m1" -draw "$m3" -blur "0x$(( w/250+1 ))" \
    \( -size "${w}x${h}" xc:white -draw "$m2" -blur "0x$(( w/90 ))" \) -compose Multiply -composite "$T/_leaf.png"
  convert "$T/_sun.png" "$T/_leaf.png" -compose Multiply -composite "$T/_light.png"
  convert "$T/pl-a.png" \( "$T/_light.png" +level-colors '#C2A47C',white \) -compose Multiply -composite \
    \( "$T/_light.png" -evaluate multiply 0.35 +level-colors black,'#FFE2A8' \) -compose Screen -composite "$T/pl-b.png"
  # the edge of a cushioned daybed in the foreground
  convert "$T/pl-b.png" \( -size "${w}x$(( h*16/100 ))" gradient:'#F6EBD8-#CDB48C' \
      \( -size "${w}x$(( h*16/100 ))" xc:black -fill white -draw "roundrectangle -40,0 $(( w+40 )),$(( h*40/100 )) $(( h*6/100 )),$(( h*6/100 ))" \) -alpha off -compose CopyOpacity -composite \) \
    -gravity south -compose Over -composite +gravity "$T/pl-c.png"
  vignette "$T/pl-c.png" 30 "$o"
}

# --- Incense smoke rising in amber light ------------------------------------------------------------
scene_smoke() {
  local w=$1 h=$2 s=$3 o=$4 mvg cx=$(( $1*50/100 )) base=$(( $2*74/100 ))
  convert -size "${w}x${h}" gradient:'#0E1A17-#1E140C' "$T/sm-a.png"
  glow "$w" "$h" "$cx" "$base" $(( w*45/100 )) '#9A5E24' "$T/_g.png"
  bokeh "$w" "$h" "$s" 16 0.008 0.035 0.1 0.7 '#E9A24C,#C9A96E,#FFE3AE' "$T/_bk.png"
  convert "$T/sm-a.png" "$T/_g.png" -compose Screen -composite \( "$T/_bk.png" -evaluate multiply 0.6 \) -compose Screen -composite "$T/sm-b.png"
  # smoke: a few thin rising threads that widen and waver, pushed around by smooth noise
  mvg=$(awk -v X="$cx" -v Y="$base" -v H="$h" -v W="$w" -v S="$s" "$AWKRND"'BEGIN{ rnd(); for(k=0;k<7;k++){ ph=6.28*rnd(); fr=2+2*rnd(); sp=0.02+0.05*rnd();
      printf "stroke rgba(255,240,215,%.2f) stroke-width %.1f fill none polyline", 0.35+0.3*rnd(), 1+W/900;
      for(y=Y;y>0;y-=3){ t=(Y-y)/Y; x=X+W*sp*t*t*sin(ph+fr*t*6.28)*(1+2*t)+W*0.08*(k-3)/3*t*t; printf " %.1f,%.1f", x, y } printf "\n" } }')
  noise $(( w/6 )) $(( h/6 )) $(( s+1 )) 3 "$T/_dx.png"; noise $(( w/6 )) $(( h/6 )) $(( s+2 )) 3 "$T/_dy.png"
  convert "$T/_dx.png" "$T/_dy.png" -size "$(( w/6 ))x$(( h/6 ))" xc:gray -combine -set colorspace sRGB -resize "${w}x${h}!" "$T/_dmap.png"
  convert -size "${w}x${h}" xc:black -draw "$mvg" "$T/_dmap.png" -define compose:args="$(( w/14 ))x$(( h/30 ))" -compose displace -composite \
    \( +clone -blur "0x$(( w/120 ))" \) -compose Screen -composite -blur 0x1.2 \
    \( -size "${w}x${h}" gradient:black-white -evaluate pow 0.6 \) -compose Multiply -composite "$T/_smoke.png"
  # the burner: a small dark dish with a gold rim, and the ember
  stone $(( w*9/100 )) $(( w*26/1000 )) 0 "$T/_dish.png"
  convert "$T/sm-b.png" "$T/_smoke.png" -compose Screen -composite \
    "$T/_dish.png" -gravity northwest -geometry "+$(( cx - w*9/100 - 6 ))+$(( base + w*12/1000 ))" -compose Over -composite \
    \( -size "${w}x${h}" xc:black -fill '#FFB25A' -draw "circle $cx,$base $(( cx+w/300+1 )),$base" -blur "0x$(( w/200+1 ))" \( +clone -blur "0x$(( w/40 ))" \) -compose Screen -composite \) -compose Screen -composite "$T/sm-c.png"
  vignette "$T/sm-c.png" 45 "$o"
}

# --- Desert dunes at golden hour ---------------------------------------------------------------------
scene_dunes() {
  local w=$1 h=$2 s=$3 o=$4 i mvg cols=('#E8CFA3' '#DDB57E' '#CB9A60' '#B07D45' '#8E5F32')
  convert -size "${w}x${h}" gradient:'#F6E7CB-#E9B982' "$T/du-a.png"
  glow "$w" "$h" $(( w*70/100 )) $(( h*42/100 )) $(( w*30/100 )) '#FFF2D2' "$T/_g.png"
  convert "$T/du-a.png" "$T/_g.png" -compose Screen -composite "$T/du-b.png"
  for i in 0 1 2 3 4; do
    mvg=$(awk -v W="$w" -v H="$h" -v S=$(( s+i*13 )) -v I="$i" "$AWKRND"'BEGIN{ rnd(); b=H*(0.46+0.11*I); a1=H*(0.03+0.015*I); f1=1.2+rnd()*1.5; p1=6.28*rnd(); f2=3+rnd()*3; p2=6.28*rnd();
        printf "polygon 0,%d", H; for(x=0;x<=W;x+=W/200){ t=x/W; y=b-a1*(1-abs(sin(3.1416*f1*t+p1)))^1.6*2-a1*0.3*sin(6.28*f2*t+p2); printf " %.1f,%.1f", x, y } printf " %d,%d\n", W, H }
        function abs(v){ return v<0?-v:v }')
    convert "$T/du-b.png" \( -size "${w}x${h}" gradient:"${cols[$i]}"-'#5E3A1E' -evaluate pow 1.$(( 9 - i )) \
        \( -size "${w}x${h}" xc:black -fill white -draw "$mvg" -blur "0x$(( 1 + (4-i) ))" \) -alpha off -compose CopyOpacity -composite \) -compose Over -composite "$T/du-b.png"
    # haze between ridges
    convert "$T/du-b.png" \( -size "${w}x${h}" gradient:'#00000000'-'#F3D7A630' \) -compose Over -composite "$T/du-b.png"
  done
  vignette "$T/du-b.png" 30 "$o"
}

# --- Night: a crescent moon over soft linen ------------------------------------------------------------
scene_moon() {
  local w=$1 h=$2 s=$3 o=$4 mx=$(( $1*68/100 )) my=$(( $2*24/100 )) r=$(( $2*8/100 ))
  convert -size "${w}x${h}" gradient:'#0B1716-#22433B' "$T/mo-a.png"
  glow "$w" "$h" "$mx" "$my" $(( r*5 )) '#52685E' "$T/_g.png"
  convert -size "${w}x${h}" xc:black -fill '#F7EBD0' -draw "circle $mx,$my $(( mx+r )),$my" -fill black -draw "circle $(( mx+r*45/100 )),$(( my-r*25/100 )) $(( mx+r*45/100+r*92/100 )),$(( my-r*25/100 ))" -blur 0x1 \
    \( +clone -blur "0x$(( r/2 ))" \) -compose Screen -composite "$T/_moon.png"
  bokeh "$w" "$h" "$s" 22 0.001 0.003 0.02 0.5 '#FFF7E6,#E8DCC4' "$T/_st.png"
  convert "$T/mo-a.png" "$T/_g.png" -compose Screen -composite "$T/_moon.png" -compose Screen -composite "$T/_st.png" -compose Screen -composite "$T/mo-b.png"
  # folds of linen in moonlight: a few long soft highlights across a dark cloth
  local ch=$(( h*42/100 )) mvg
  mvg=$(awk -v W="$w" -v H="$ch" -v S=$(( s+1 )) "$AWKRND"'BEGIN{ rnd(); for(k=0;k<6;k++){ y0=H*(0.1+0.16*k+0.05*rnd()); a=H*(0.04+0.05*rnd()); f=0.6+0.8*rnd(); p=6.28*rnd();
      printf "stroke rgba(200,205,190,%.2f) stroke-width %.1f fill none polyline", 0.35+0.3*rnd(), H*(0.03+0.03*rnd());
      for(x=-20;x<=W+20;x+=W/80) printf " %.1f,%.1f", x, y0+a*sin(p+6.28*f*x/W)+H*0.08*x/W; printf "\n" } }')
  convert -size "${w}x${ch}" gradient:'#1C2B28-#0C1513' \
    \( -size "${w}x${ch}" xc:black -draw "$mvg" -blur "0x$(( w/70 ))" \) -compose Screen -composite \
    \( -size "${w}x${ch}" gradient:'#FFFFFF-#7A7A7A' \) -compose Multiply -composite "$T/_cloth.png"
  convert "$T/mo-b.png" "$T/_cloth.png" -gravity south -compose Over -composite +gravity "$T/mo-c.png"
  vignette "$T/mo-c.png" 45 "$o"
}

# --- Dawn over the Gulf: sun at the horizon, light on the water ------------------------------------------
scene_dawn() {
  local w=$1 h=$2 s=$3 o=$4 hz=$(( $2*58/100 )) sx=$(( $1*40/100 )) mvg
  convert -size "${w}x${hz}" gradient:'#1F3D36-#F2C98C' -evaluate pow 0.9 "$T/dw-sky.png"
  convert -size "${w}x$(( h-hz ))" gradient:'#C7A57A-#1B332D' "$T/dw-sea.png"
  convert "$T/dw-sky.png" "$T/dw-sea.png" -append "$T/dw-a.png"
  glow "$w" "$h" "$sx" "$hz" $(( w*45/100 )) '#F6C27A' "$T/_g.png"
  mvg=$(awk -v X="$sx" -v Y="$hz" -v W="$w" -v H="$h" -v S="$s" "$AWKRND"'BEGIN{ rnd(); for(i=0;i<260;i++){ t=rnd(); y=Y+4+(H-Y)*t*t; hw=W*(0.01+0.07*t)*(0.4+rnd()); x=X+W*0.05*(rnd()-0.5)*(1+3*t);
      printf "fill rgba(255,232,185,%.2f) rectangle %.1f,%.1f %.1f,%.1f\n", 0.25+0.5*(1-t)*rnd(), x-hw, y, x+hw, y+1+2*t } }')
  convert "$T/dw-a.png" "$T/_g.png" -compose Screen -composite \
    \( -size "${w}x${h}" xc:black -fill '#FFF3D6' -draw "circle $sx,$(( hz+h/200 )) $(( sx+w*35/1000 )),$(( hz+h/200 ))" -fill black -draw "rectangle 0,$(( hz+1 )) $w,$h" -blur 0x1.5 \) -compose Screen -composite \
    \( -size "${w}x${h}" xc:black -draw "$mvg" -blur "0x1.2" \) -compose Screen -composite \
    \( -size "${w}x${h}" xc:none -fill 'rgba(40,55,50,0.35)' -draw "rectangle 0,$(( hz-h/120 )) $w,$hz" -blur 0x2 \) -compose Over -composite "$T/dw-b.png"
  vignette "$T/dw-b.png" 35 "$o"
}

# --- Soft light bokeh on sand: the blog's default image ----------------------------------------------
scene_softbokeh() {
  local w=$1 h=$2 s=$3 o=$4
  convert -size "${w}x${h}" gradient:"$SAND2"-'#CDB08A' "$T/sb-a.png"
  glow "$w" "$h" $(( w*35/100 )) $(( h*40/100 )) $(( w*55/100 )) '#FFF8EA' "$T/_g.png"
  bokeh "$w" "$h" "$s" 40 0.01 0.07 0.0 1.0 '#FFFFFF,#FFF1D6,#F3D39C,#E8C17F' "$T/_bk.png"
  convert "$T/sb-a.png" "$T/_g.png" -compose Screen -composite \( "$T/_bk.png" -evaluate multiply 0.8 \) -compose Screen -composite "$T/sb-b.png"
  vignette "$T/sb-b.png" 25 "$o"
}

# --- Team portrait: head-and-shoulders silhouette in deep green, gold rim light and ring -------------
# scene_portrait SIZE SEED STYLE(bun|scarf|short) OUT
scene_portrait() {
  local z=$1 s=$2 st=$3 o=$4 cx=$(( $1/2 )) mvg hy=$(( $1*40/100 )) hr=$(( $1*105/1000 ))
  convert -size "${z}x${z}" radial-gradient:"$SAND2"-'#D8C4A0' "$T/po-a.png"
  glow "$z" "$z" $(( z*62/100 )) $(( z*30/100 )) $(( z*55/100 )) '#FFF6E6' "$T/_g.png"
  convert "$T/po-a.png" "$T/_g.png" -compose Screen -composite "$T/po-a.png"
  # shoulders and neck common to all, then the head shape by style
  local sh="path 'M $(( z*12/100 )),$z C $(( z*14/100 )),$(( z*78/100 )) $(( z*26/100 )),$(( z*70/100 )) $(( z*40/100 )),$(( z*67/100 )) C $(( z*44/100 )),$(( z*66/100 )) $(( z*455/1000 )),$(( z*63/100 )) $(( z*455/1000 )),$(( z*54/100 )) L $(( z*545/1000 )),$(( z*54/100 )) C $(( z*545/1000 )),$(( z*63/100 )) $(( z*56/100 )),$(( z*66/100 )) $(( z*60/100 )),$(( z*67/100 )) C $(( z*74/100 )),$(( z*70/100 )) $(( z*86/100 )),$(( z*78/100 )) $(( z*88/100 )),$z Z'"
  case "$st" in
    bun)   mvg="$sh ellipse $cx,$hy $hr,$(( hr*125/100 )) 0,360 circle $(( cx-hr*55/100 )),$(( hy-hr*95/100 )) $(( cx-hr*55/100+hr*48/100 )),$(( hy-hr*95/100 ))" ;;
    scarf) mvg="$sh ellipse $cx,$(( hy+hr/10 )) $(( hr*125/100 )),$(( hr*145/100 )) 0,360 path 'M $(( cx-hr*125/100 )),$(( hy+hr/4 )) C $(( cx-hr*140/100 )),$(( hy+hr*230/100 )) $(( cx-hr*250/100 )),$(( hy+hr*260/100 )) $(( cx-hr*300/100 )),$(( z*74/100 )) L $(( cx+hr*300/100 )),$(( z*74/100 )) C $(( cx+hr*250/100 )),$(( hy+hr*260/100 )) $(( cx+hr*140/100 )),$(( hy+hr*230/100 )) $(( cx+hr*125/100 )),$(( hy+hr/4 )) Z'" ;;
    short) mvg="$sh ellipse $cx,$(( hy+hr/10 )) $(( hr*98/100 )),$(( hr*122/100 )) 0,360 ellipse $cx,$(( hy-hr*35/100 )) $(( hr*104/100 )),$(( hr*88/100 )) 0,360" ;;
  esac
  convert -size "${z}x${z}" xc:black -fill white -draw "$mvg" -blur 0x0.8 "$T/_pm.png"
  # rim light: the mask minus itself nudged left, blurred, in gold
  convert "$T/_pm.png" \( +clone -roll -$(( z/90 ))+$(( z/200 )) \) -compose Minus_Src -composite -blur "0x$(( z/220+1 ))" +level-colors black,'#E2C089' "$T/_rim.png"
  convert -size "${z}x${z}" gradient:"$GREEN2"-"$GREEN" \( "$T/_pm.png" \) -alpha off -compose CopyOpacity -composite "$T/_fig.png"
  convert "$T/po-a.png" \
    \( -size "${z}x${z}" xc:none -fill none -stroke "$GOLD2" -strokewidth "$(( z/180+1 ))" -draw "circle $cx,$(( hy+hr/3 )) $(( cx+z*27/100 )),$(( hy+hr/3 ))" \) -compose Over -composite \
    "$T/_fig.png" -compose Over -composite \( "$T/_rim.png" \( "$T/_pm.png" \) -compose Multiply -composite \) -compose Screen -composite "$T/po-b.png"
  vignette "$T/po-b.png" 20 "$o"
}
