#!/usr/bin/env bash
# answers.sh DIR [BINARY]: records what the server answers to a fixed set of
# requests — public pages in both languages, the SEO files, every public and
# admin GET of the API, and a set of refused requests — one file per
# request (status line, the headers that matter, the body), so that a
# restructuring can be proven to change nothing a visitor, the manager or a
# client sees:
#
#   bash scripts/answers.sh /tmp/before            # on the old tree
#   bash scripts/answers.sh /tmp/after             # on the new one
#   bash scripts/answers.sh --diff /tmp/before /tmp/after
#
# The server runs on SQLite with the demo content in a fresh data directory.
# What differs from run to run by nature (the asset file names' hashes,
# timestamps of the seed, request ids, session cookies, Date headers) is
# masked, so the diff shows only what the code changed.
set -euo pipefail

mask() {
  sed -E \
    -e 's/-[A-Za-z0-9_-]{8}\.(js|css|woff2)/-HASH.\1/g' \
    -e 's/[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})/TIMESTAMP/g' \
    -e 's/(sid|session)=[^;]+/\1=SESSION/g' \
    -e 's/,"(code|params|fields)":(\{[^{}]*(\{[^{}]*(\{[^{}]*\}[^{}]*)*\}[^{}]*)*\}|"[^"]*")//g' \
    -e 's/"(code|params|fields)":(\{[^{}]*(\{[^{}]*(\{[^{}]*\}[^{}]*)*\}[^{}]*)*\}|"[^"]*"),?//g' \
    "$@"
}

if [[ "${1:-}" == "--diff" ]]; then
  # Error answers may gain "code", "params" and "fields": the diff masks them.
  status=0
  for f in "$2"/*; do
    name=$(basename "$f")
    if [[ ! -f "$3/$name" ]]; then echo "missing after: $name"; status=1; continue; fi
    if ! diff -q <(mask "$f") <(mask "$3/$name") >/dev/null; then
      echo "== $name"; diff <(mask "$f" | fold -w 160) <(mask "$3/$name" | fold -w 160) | head -20; status=1
    fi
  done
  [[ $status == 0 ]] && echo "no difference in $(ls "$2" | wc -l) answers"
  exit $status
fi

out=${1:?usage: answers.sh DIR [BINARY] | --diff BEFORE AFTER}
bin=${2:-./bin/dayspa}
port=${ANSWERS_PORT:-18080}
base="http://127.0.0.1:$port"
data=$(mktemp -d)
jar="$data/cookies"
mkdir -p "$out"
trap 'kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true; rm -rf "$data"' EXIT

DAYSPA_ADDR="127.0.0.1:$port" DAYSPA_BASE_URL="$base" DAYSPA_DATA_DIR="$data" \
  DAYSPA_ADMIN_PASSWORD=answers-password DAYSPA_RATE_LIMIT=0 DAYSPA_READ_RATE_LIMIT=0 \
  DAYSPA_STAFF_CODES=offered "$bin" serve >"$data/log" 2>&1 &
pid=$!
for _ in $(seq 1 100); do curl -fs "$base/readyz" >/dev/null 2>&1 && break; sleep 0.1; done
# The demo pictures are processed after the start: wait for them, so that
# the gallery holds all of its pictures in every recording.
for _ in $(seq 1 600); do grep -q "demo gallery and team cards seeded" "$data/log" && break; sleep 0.1; done

n=0
# get NAME METHOD PATH [BODY [CONTENT-TYPE]]
get() {
  local name=$1 method=$2 path=$3 body=${4:-} ctype=${5:-application/json}
  n=$((n + 1))
  local args=(-s -D - -o "$data/body" -X "$method" -b "$jar" -c "$jar" -H "Accept-Encoding: identity")
  [[ -n "$body" ]] && args+=(-H "Content-Type: $ctype" --data-binary "$body")
  {
    curl "${args[@]}" "$base$path" | tr -d '\r' >"$data/head"
    grep '^HTTP/' "$data/head"
    grep -iE '^(content-type|cache-control|location|retry-after|content-language|vary|x-robots-tag|link):' "$data/head" | sort
    echo
    cat "$data/body"
  } >"$out/$(printf '%03d' $n)-$name"
}

today=$(TZ=Asia/Dubai date +%F)
day=$(TZ=Asia/Dubai date -d '+3 day' +%F)
month=$(TZ=Asia/Dubai date +%Y-%m)
slug=$(curl -s "$base/api/services" | jq -r '.[0].slug // .[0].id')
svc=$(curl -s "$base/api/services" | jq -r '.[0].id')
post=$(curl -s "$base/api/blog" | jq -r 'if type == "array" then .[0].slug else .posts[0].slug end')

for p in / /services "/services/$slug" /blog "/blog/$post" /gallery /team /reviews /faq /contact /booking /privacy /terms /no-such-page; do
  get "page$(echo "$p" | tr '/' '_')" GET "$p"
  get "page_ar$(echo "$p" | tr '/' '_')" GET "/ar$p"
done
get sitemap GET /sitemap.xml
get robots GET /robots.txt
get feed GET /blog/feed.xml
get feed_ar GET /ar/blog/feed.xml
get healthz GET /healthz

for p in /api/services "/api/services?summary=true" /api/blog "/api/blog/$post" /api/blog/no-such-post \
  "/api/availability?date=$day&serviceId=$svc" "/api/availability/month?month=$month&serviceId=$svc" \
  /api/therapists /api/gallery /api/team /api/reviews /api/faq /api/auth/user /api/admin/status /api/admin/bookings; do
  get "api$(echo "$p" | tr '/?&=' '____')" GET "$p"
done

# Refused requests: each answer's status, message and field messages.
get bad_date GET "/api/availability?date=not-a-date&serviceId=$svc"
get far_date GET "/api/availability?date=10000-01-01&serviceId=$svc"
get past_date GET "/api/availability?date=2001-01-01&serviceId=$svc"
get bad_month GET "/api/availability/month?month=13&serviceId=$svc"
get booking_empty POST /api/bookings '{}'
get booking_text POST /api/bookings 'hello' text/plain
get booking_notjson POST /api/bookings '{"customerName":'
get booking_unknown POST /api/bookings '{"nope":1}'
get booking_type POST /api/bookings '{"customerName":5}'
get booking_fields POST /api/bookings "{\"customerName\":\"A\",\"customerEmail\":\"x\",\"customerPhone\":\"1\",\"serviceId\":$svc,\"bookingDate\":\"$day\",\"bookingTime\":\"10:00\"}"
get booking_late POST /api/bookings "{\"customerName\":\"Alia Test\",\"customerEmail\":\"alia@example.com\",\"customerPhone\":\"+971501234567\",\"serviceId\":$svc,\"bookingDate\":\"$day\",\"bookingTime\":\"23:00\"}"
get booking_far POST /api/bookings "{\"customerName\":\"Alia Test\",\"customerEmail\":\"alia@example.com\",\"customerPhone\":\"+971501234567\",\"serviceId\":$svc,\"bookingDate\":\"2030-01-01\",\"bookingTime\":\"10:00\"}"
get contact_empty POST /api/contact '{}'
get newsletter_bad POST /api/newsletter '{"email":"nope"}'
get manage_bad GET /api/manage/not-a-token
get login_wrong POST /api/admin/login '{"email":"hello@serenitydayspa.ae","password":"wrong"}'

get login POST /api/admin/login '{"email":"hello@serenitydayspa.ae","password":"answers-password"}'
for p in /api/auth/user /api/admin/status /api/admin/stats /api/admin/bookings "/api/admin/bookings?date=$day" \
  "/api/admin/calendar?date=$today" "/api/admin/calendar?date=$today&days=7" /api/admin/outbox /api/admin/customers \
  /api/admin/contact-messages /api/admin/unread-count /api/admin/therapists /api/admin/gallery /api/admin/team \
  /api/admin/reviews /api/admin/faq /api/admin/rooms /api/admin/room-blocks /api/admin/opening-hours \
  /api/admin/special-days /api/admin/posts /api/admin/blog-categories /api/admin/services \
  /api/admin/newsletter-subscribers /api/admin/newsletter-subscribers.csv /api/admin/income /api/admin/income/stats \
  /api/admin/income/summary "/api/admin/income?from=2000-01-01&to=$today" /api/admin/expenses /api/admin/pdf-uploads \
  "/api/admin/calendar?date=bad" "/api/admin/income?from=1999-01-01" "/api/admin/bookings?date=3000-01-01"; do
  get "admin$(echo "$p" | tr '/?&=' '____')" GET "$p"
done
get admin_service_bad POST /api/admin/services '{}'
get admin_room_bad POST /api/admin/rooms '{"name":""}'
get admin_status_bad PATCH /api/admin/bookings/999999/status '{"status":"nope"}'
get admin_move_missing PATCH /api/admin/bookings/999999 '{}'
get admin_income_bad POST /api/admin/income '{"amount":-1}'
get admin_hours_bad PUT /api/admin/opening-hours '{"days":[]}'
get logout POST /api/admin/logout
echo "$n answers in $out"
