# dayspa — one binary: the Go API with the React app embedded.
#   make run    install, build and serve on http://localhost:8080 (SQLite in ./data)
#   make test   every test: Go (vet, race), web (types, lint, unit), browser (Chromium)
#   make build  ./bin/dayspa with the web app embedded
#   make bench  the benchmarks recorded in docs/benchmarks.md
#   make test-scale  the proof under faults and at scale: two instances, rolling
#               restarts, kill -9, a 60 s soak at 500 connections, fuzzing
#   make soak / make fuzz  the long runs on their own (SOAK=60s SOAK_CONNS=500, FUZZTIME=30s)

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := build

GO        ?= go
NPM       ?= npm
BIN       := bin/dayspa
WEB_DEPS  := web/node_modules/.package-lock.json
E2E_DEPS  := e2e/node_modules/.package-lock.json
WEB_SRC   := $(shell find web/src web/public web/index.html web/vite.config.* web/lingui.config.ts web/tsconfig*.json web/package.json -type f 2>/dev/null)
GO_SRC    := $(shell find . -name '*.go' -not -path './web/node_modules/*' -not -path './e2e/node_modules/*') \
             $(shell find internal -type f \( -name '*.sql' -o -name '*.md' -o -name '*.json' -o -name '*.ttf' \) 2>/dev/null) go.mod go.sum

.PHONY: run build web test test-go test-race test-web test-e2e test-e2e-full test-scale test-scale-short soak fuzz bench i18n-cost chromium pdftotext xmllint clean fmt

# The demo is a spa registered for VAT (a made-up TRN), so that its
# checkout issues tax invoices; a DAYSPA_BUSINESS_TRN of the environment,
# even empty, wins.
DEMO_TRN := 100000000000003

run: build
	DAYSPA_BUSINESS_TRN="$${DAYSPA_BUSINESS_TRN-$(DEMO_TRN)}" ./$(BIN) serve

build: $(BIN)

$(BIN): web/dist/index.html $(GO_SRC)
	CGO_ENABLED=0 $(GO) build -trimpath -o $(BIN) ./cmd/dayspa

web: web/dist/index.html

web/dist/index.html: $(WEB_DEPS) $(WEB_SRC)
	cd web && $(NPM) run build

# `npm install`, not `npm ci`: the registry these machines reach holds only Linux builds of
# Tailwind's native engine, so `npm ci` refuses the lock file for the other platforms'
# optional packages. With exact versions in package.json, install follows the lock all the same.
$(WEB_DEPS): web/package.json web/package-lock.json
	cd web && $(NPM) install --no-audit --no-fund
	@touch $@

$(E2E_DEPS): e2e/package.json e2e/package-lock.json
	cd e2e && $(NPM) install --no-audit --no-fund
	@touch $@

# Each part in turn, with how long it took: CI's budget is read from these lines.
TEST_PARTS = test-go test-web test-e2e test-scale-short
test:
	@for part in $(TEST_PARTS); do start=$$(date +%s); \
	  $(MAKE) --no-print-directory $$part || { echo "make $$part failed after $$(( $$(date +%s) - start )) s"; exit 1; }; \
	  echo "make $$part took $$(( $$(date +%s) - start )) s"; done

# The module's own packages: ./... would also take in Go files that npm
# packages ship under web/node_modules and e2e/node_modules.
GO_PACKAGES = $$($(GO) list ./... | grep -v /node_modules/)

# The race detector slows a test about fivefold, and a data race lives in Go code, which both
# engines share: the race run takes one engine's half of the engine tests and a plain run beside it
# takes the other's, in the packages whose tests run on both engines (they import sqlstoretest).
# The raced half is PostgreSQL's when there is one: SQLite's driver is C translated to Go, so the
# detector watches every memory access of the database engine itself, not only ours. Measured on a
# quiet machine (2026-11-29, `go test -json`, internal/httpapi and internal/sqlstore together):
# SQLite's half 79 s plain and about 1000 s raced; PostgreSQL's half 400 s raced. Since each PostgreSQL
# test copies a database migrated once (sqlstoretest), internal/httpapi's half alone raced takes
# 234 s where it took 344 s (2026-11-30). Without
# TEST_DATABASE_URL the race run takes SQLite's half and there is no other. -timeout 45m: a busy
# 2-core machine can still double a package's time.
#
# The server-rendered pages run React in goja, a JavaScript interpreter written in Go, which the
# race detector slows about fivefold: internal/pages took 260 s with it and 43 s without, cmd/dayspa
# 242 s and 64 s (2026-11-29). Those two packages run without it on both engines, except the tests
# of theirs that start goroutines of their own (concurrent first loads of a page, the drain on
# shutdown, commands beside a serving server, the demo pictures seeded while the server serves);
# every other package, the handlers and stores those tests call among them, runs under it.
# `make test-race` runs everything under it, on both engines.
RACE_ENGINE        = $(if $(TEST_DATABASE_URL),postgres,sqlite)
PLAIN_ENGINE       = $(if $(TEST_DATABASE_URL),sqlite,)
RACE_SLOW_PACKAGES = ./cmd/dayspa ./internal/pages
RACE_SLOW_TESTS    = TestServerRenderedPages/.*/ConcurrentLoads|TestMain_CloseLetsRequestsFinish|TestRun_Drain|TestRun_Commands|TestSeedMedia
RACED_PACKAGES     = $$($(GO) list ./... | grep -v /node_modules/ | grep -v -e '/cmd/dayspa$$' -e '/internal/pages$$')
# The scale test is left out: it runs the built binary in test-scale-short.
ENGINE_PACKAGES    = $$($(GO) list -f '{{.ImportPath}} {{join .TestImports " "}} {{join .XTestImports " "}}' ./... \
                       | grep -v /node_modules/ | grep /sqlstoretest | cut -d' ' -f1 \
                       | grep -v -e '/cmd/dayspa$$' -e '/internal/pages$$' -e '/internal/scaletest$$')
test-go: web/dist/index.html pdftotext xmllint
	@unformatted=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$unformatted" ]; then echo "gofmt needed: $$unformatted"; exit 1; fi
	$(GO) vet $(GO_PACKAGES)
	@# What runs without the detector runs beside the race run, on the core it leaves idle.
	@# Its log is kept under bin/ (ignored by git) rather than /tmp, and printed under a heading.
	mkdir -p bin; log=bin/test-plain.log; ( $(GO) test -count=1 -timeout 20m $(RACE_SLOW_PACKAGES); slow=$$?; \
	  if [ -n "$(PLAIN_ENGINE)" ]; then TEST_ENGINES=$(PLAIN_ENGINE) $(GO) test -count=1 -timeout 20m $(ENGINE_PACKAGES) || exit 1; fi; \
	  exit $$slow ) > $$log 2>&1 & plain=$$!; \
	TEST_ENGINES=$(RACE_ENGINE) $(GO) test -race -count=1 -timeout 45m $(RACED_PACKAGES); raced=$$?; \
	wait $$plain; unraced=$$?; echo "--- the tests run without the race detector (exit $$unraced):"; cat $$log; \
	[ $$raced -eq 0 ] && [ $$unraced -eq 0 ]
	TEST_ENGINES=$(RACE_ENGINE) $(GO) test -race -count=1 -timeout 20m -run '$(RACE_SLOW_TESTS)' $(RACE_SLOW_PACKAGES)

test-race: web/dist/index.html pdftotext xmllint
	$(GO) test -race -count=1 -timeout 45m $(GO_PACKAGES)

test-web: $(WEB_DEPS)
	cd web && $(NPM) run typecheck && $(NPM) run lint && $(NPM) test

# Debian's Chromium for the browser tests (Playwright never downloads a browser of its own)
# and poppler's pdftotext, which the report tests read the PDFs with.
chromium:
	@command -v chromium >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }

pdftotext:
	@command -v pdftotext >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils; }

# xmllint validates the UBL the spa exports against the OASIS schemas (internal/taxdoc's tests).
xmllint:
	@command -v xmllint >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils; }

test-e2e: build chromium $(E2E_DEPS)
	cd e2e && npx tsc -p . && npx playwright test

# Every spec on every project: also the pages' looks on PostgreSQL, which make test leaves to SQLite.
test-e2e-full: build chromium $(E2E_DEPS)
	cd e2e && npx tsc -p . && E2E_FULL=1 npx playwright test

# The proof under faults and at scale (internal/scaletest) runs the built
# binary: two instances on TEST_DATABASE_URL's PostgreSQL and an in-process
# S3-compatible bucket, rolling restarts, kill -9 under booking load, a soak;
# then every fuzz target. make test runs the short form (a 10 s soak at 100
# connections, 5 s per fuzz target: a target whose seed corpus takes longer than its time to run once fails with "context deadline exceeded", as FuzzAdminWrites did at 2 s on a busy machine); the figures are lines starting FIGURE.
SOAK        ?= 60s
SOAK_CONNS  ?= 500
FUZZTIME    ?= 30s
SCALE_TEST   = DAYSPA_BIN=$(abspath $(BIN)) $(GO) test -count=1 -v -timeout 30m ./internal/scaletest

test-scale: build
	$(SCALE_TEST) -args -soak=$(SOAK) -soak-conns=$(SOAK_CONNS) -soak-warmup=10s
	FUZZTIME=$(FUZZTIME) ./scripts/fuzz.sh

test-scale-short: build
	$(SCALE_TEST) -args -soak=10s -soak-conns=100 -soak-warmup=5s
	FUZZTIME=5s ./scripts/fuzz.sh

soak: build
	$(SCALE_TEST) -run TestSoak -args -soak=$(SOAK) -soak-conns=$(SOAK_CONNS) -soak-warmup=10s

fuzz:
	FUZZTIME=$(FUZZTIME) ./scripts/fuzz.sh

bench: build
	./scripts/bench.sh

# What an i18n library adds to a React build (gzip): the same small component with Lingui and with
# i18next + react-i18next, against none. Its own package.json; web/ gets none of these deps.
i18n-cost:
	cd scripts/i18n-cost && $(NPM) install --no-audit --no-fund && $(NPM) run -s measure

fmt:
	gofmt -w $$(git ls-files '*.go')

clean:
	rm -rf bin web/dist web/dist-ssr e2e/test-results e2e/playwright-report
