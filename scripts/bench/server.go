package main

import (
	"context"
	"database/sql"
	"fmt"
	"net"
	"net/http"
	neturl "net/url"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/dayspa/dayspa/internal/loadgen"
)

type bench struct {
	bin      string
	conns    int
	duration time.Duration
}

// server is a running dayspa binary on a fresh database.
type server struct {
	URL string
	cmd *exec.Cmd
	dir string
	// bin and env are the binary and the process's environment, for restart.
	bin string
	env []string
	// stderr is the tail of what the process said, for when it does not start.
	stderr *tailBuffer
	// drop removes the PostgreSQL schema of startFresh, when there is one.
	drop func()
}

// start runs the binary on a free loopback port with a temp data dir and
// the given extra environment, and waits until it is ready.
func (b *bench) start(ctx context.Context, env ...string) (*server, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := l.Addr().String()
	l.Close()
	dir, err := os.MkdirTemp("", "dayspa-bench-")
	if err != nil {
		return nil, err
	}
	s := &server{URL: "http://" + addr, dir: dir, bin: b.bin}
	s.env = append(os.Environ(),
		"DAYSPA_ADDR="+addr, "DAYSPA_DATA_DIR="+dir, "DAYSPA_RATE_LIMIT=0", "DAYSPA_READ_RATE_LIMIT=0", "DAYSPA_GUEST_DAILY_LIMIT=0",
		"DAYSPA_BASE_URL=http://"+addr, "DAYSPA_ADMIN_PASSWORD=bench-password-2026",
		"DAYSPA_STAFF_CODES=offered")
	s.env = append(s.env, env...)
	if _, err := s.launch(ctx); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return s, nil
}

// launch starts the process and waits until /readyz answers 200 and the
// demo pictures are in; it returns how long /readyz took to answer 200.
func (s *server) launch(ctx context.Context) (time.Duration, error) {
	s.cmd = exec.CommandContext(ctx, s.bin, "serve")
	s.cmd.Env = s.env
	s.stderr = &tailBuffer{}
	s.cmd.Stderr = s.stderr
	began := time.Now()
	if err := s.cmd.Start(); err != nil {
		return 0, err
	}
	client := &http.Client{Timeout: time.Second}
	for deadline := began.Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		resp, err := client.Get(s.URL + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				ready := time.Since(began)
				if err := loadgen.DemoMediaReady(ctx, s.URL); err != nil {
					s.kill()
					return 0, err
				}
				return ready, nil
			}
		}
	}
	s.kill()
	return 0, fmt.Errorf("%s did not become ready: %s", s.bin, s.stderr.String())
}

// restart stops the process and starts a new one on the same database and
// settings: a new server on tables already in use, as after a deploy. It
// returns how long the new one took to say it was ready.
func (s *server) restart(ctx context.Context) (time.Duration, error) {
	s.kill()
	return s.launch(ctx)
}

// startFresh starts the binary on a database of its own: a new SQLite
// file, or with databaseURL a new schema in that PostgreSQL database,
// dropped when the server stops; env is added to the server's
// environment. It returns the engine's name and the URL the server uses
// ("" on SQLite).
func (b *bench) startFresh(ctx context.Context, databaseURL string, env ...string) (s *server, engine, url string, err error) {
	if databaseURL == "" {
		s, err := b.start(ctx, env...)
		return s, "SQLite", "", err
	}
	url, drop, err := freshSchema(ctx, databaseURL)
	if err != nil {
		return nil, "", "", err
	}
	if s, err = b.start(ctx, append(env, "DATABASE_URL="+url)...); err != nil {
		drop()
		return nil, "", "", err
	}
	s.drop = drop
	return s, "PostgreSQL", url, nil
}

// freshSchema makes a schema of this run's own in the scratch database and
// returns the URL that uses it, with the function that drops it: the
// figures are of what the section writes, not of what earlier runs left
// there.
func freshSchema(ctx context.Context, databaseURL string) (string, func(), error) {
	db, err := sql.Open("pgx", databaseURL)
	if err != nil {
		return "", nil, err
	}
	schema := fmt.Sprintf("bench_%d", time.Now().UnixNano())
	if _, err := db.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		db.Close()
		return "", nil, err
	}
	u, err := neturl.Parse(databaseURL)
	if err != nil {
		db.Close()
		return "", nil, err
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	drop := func() {
		if _, err := db.ExecContext(context.Background(), "DROP SCHEMA "+schema+" CASCADE"); err != nil {
			fmt.Fprintf(os.Stderr, "drop schema %s: %v\n", schema, err)
		}
		db.Close()
	}
	return u.String(), drop, nil
}

// tailBuffer keeps the last 2 KB written to it.
type tailBuffer struct {
	mu  sync.Mutex
	buf []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > 2048 {
		t.buf = t.buf[len(t.buf)-2048:]
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return strings.TrimSpace(string(t.buf))
}

// kill stops the process: an interrupt, then a kill after 15 s.
func (s *server) kill() {
	_ = s.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { _ = s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(15 * time.Second):
		_ = s.cmd.Process.Kill()
		<-done
	}
}

// stop stops the process and removes its data dir and schema.
func (s *server) stop() {
	s.kill()
	os.RemoveAll(s.dir)
	if s.drop != nil {
		s.drop()
	}
}

// api compares GET /api/services with the cheapest response the same binary
// gives (GET /healthz) as the ceiling. (A new server's memory is the memory
// section's.)
func (b *bench) api(ctx context.Context) error {
	s, err := b.start(ctx)
	if err != nil {
		return err
	}
	defer s.stop()
	fmt.Println("## api (SQLite)")
	ceiling := runLoad(ctx, b.conns, b.duration, http.StatusOK, get(s.URL+"/healthz"))
	fmt.Printf("GET /healthz (ceiling)  %s\n", ceiling)
	services := runLoad(ctx, b.conns, b.duration, http.StatusOK, get(s.URL+"/api/services"))
	fmt.Printf("GET /api/services       %s\n", services)
	share := 100 * services.RPS() / ceiling.RPS()
	fmt.Printf("services / ceiling: %.0f %% (target >= 60 %%: %s), p99 %.2f ms (target < 10 ms: %s)\n",
		share, verdict(fmt.Sprintf("api: /api/services at %.0f %% of the ceiling, target >= 60 %%", share), share >= 60),
		ms(services.P99), verdict(fmt.Sprintf("api: /api/services p99 %.2f ms, target < 10 ms", ms(services.P99)), services.P99 < 10*time.Millisecond))
	if services.Errors > 0 || ceiling.Errors > 0 {
		return fmt.Errorf("errors during the load runs")
	}
	return nil
}

// publicPages are the pages a visitor opens, in English and Arabic.
var publicPages = []string{"/", "/about", "/services", "/gallery", "/booking", "/contact", "/gift-cards", "/packages", "/blog", "/privacy", "/terms",
	"/ar", "/ar/about", "/ar/services", "/ar/gallery", "/ar/booking", "/ar/contact", "/ar/gift-cards", "/ar/packages", "/ar/blog", "/ar/privacy", "/ar/terms"}

// pages loads every public page in both languages, as a browser asks for
// it (gzip, which the generator does not unpack), against the trivial
// ceiling measured in the same run, each from its kept copy: the targets
// are at least half the ceiling and a p99 under 30 ms at 50 connections.
func (b *bench) pages(ctx context.Context) error {
	s, err := b.start(ctx)
	if err != nil {
		return err
	}
	defer s.stop()
	if err := loadgen.DemoMediaReady(ctx, s.URL); err != nil {
		return err
	}
	// Each page's share is of the ceiling measured just before it: one
	// ceiling at the start of the run moved every page's share with it
	// (13,775 and 18,075 req/s in two runs of one build, 2026-12-02, the
	// pages' shares 48-74 % and 43-54 %), while the machine's pace drifts
	// over the minutes a run takes.
	fmt.Printf("## pages (SQLite), each against /healthz (the ceiling) just before it\n")
	failed := false
	for _, p := range publicPages {
		url := s.URL + p
		// One request first: the page's first render (tens of milliseconds,
		// a new renderer's half a second) is not what is measured.
		resp, err := http.Get(url)
		if err != nil {
			return err
		}
		resp.Body.Close()
		ceiling := runLoad(ctx, b.conns, b.duration, http.StatusOK, get(s.URL+"/healthz"))
		res := runLoad(ctx, b.conns, b.duration, http.StatusOK, getGzip(url))
		share := 100 * res.RPS() / ceiling.RPS()
		fmt.Printf("GET %-14s %s; %.0f %% of the ceiling's %.0f req/s (target >= 50 %%: %s), p99 target < 30 ms: %s\n", p, res, share, ceiling.RPS(),
			verdict(fmt.Sprintf("pages: %s at %.0f %% of the ceiling, target >= 50 %%", p, share), share >= 50),
			verdict(fmt.Sprintf("pages: %s p99 %.2f ms, target < 30 ms", p, ms(res.P99)), res.P99 < 30*time.Millisecond))
		failed = failed || res.Errors > 0 || ceiling.Errors > 0
	}
	if failed {
		return fmt.Errorf("errors during the load runs")
	}
	return nil
}
