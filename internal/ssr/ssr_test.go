package ssr

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dop251/goja"
)

// script is a stand-in for the web build's render.js with the same
// interface: render(path, data, config) answers {html, error}.
const script = `
var calls = {};
globalThis.dayspaSSR = { render: function (path, data, config) {
  calls[path] = (calls[path] || 0) + 1;
  if (path === '/loop') { for (;;) {} }
  if (path === '/throw') throw new Error('broken page');
  // A page's code loads on its first render, as a lazy page does.
  if (path === '/lazy' && calls[path] === 1) return { html: '', error: path + ' did not render whole' };
  var u = new URL(path, 'http://localhost');
  var bytes = new TextEncoder().encode('é');
  return { html: '<main data-path="' + u.pathname + '" data-bytes="' + bytes.length + '">' + JSON.parse(data).title + ' ' + JSON.parse(config).name + '</main>', error: '' };
} };
`

func render(t *testing.T, r *Renderer, path string) (string, error) {
	t.Helper()
	return r.Render(context.Background(), path, []byte(`{"title":"Rose"}`), []byte(`{"name":"Spa"}`))
}

func TestRender(t *testing.T) {
	r, err := New([]byte(script), Options{Engines: 1, Timeout: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	html, err := render(t, r, "/services")
	if want := `<main data-path="/services" data-bytes="2">Rose Spa</main>`; err != nil || html != want {
		t.Fatalf("render: %q, %v; want %q", html, err, want)
	}
	// A page whose code was still loading is rendered again.
	if html, err := render(t, r, "/lazy"); err != nil || !strings.Contains(html, "/lazy") {
		t.Errorf("lazy page: %q, %v", html, err)
	}
	if _, err := render(t, r, "/throw"); err == nil || !strings.Contains(err.Error(), "broken page") {
		t.Errorf("throwing page: %v", err)
	}
	// A render that never ends is stopped; its runtime is dropped and the next render gets a new one.
	start := time.Now()
	if _, err := render(t, r, "/loop"); err == nil || time.Since(start) > 5*time.Second {
		t.Errorf("endless render: %v after %s", err, time.Since(start))
	}
	if html, err := render(t, r, "/after"); err != nil || !strings.Contains(html, "/after") {
		t.Errorf("after a stopped render: %q, %v", html, err)
	}
}

func TestRenderWaitsForAnEngine(t *testing.T) {
	r, err := New([]byte(script), Options{Engines: 1, Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	r.slots <- struct{}{} // the one engine is busy
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := r.Render(ctx, "/", []byte(`{}`), []byte(`{}`)); err != context.DeadlineExceeded {
		t.Errorf("with every engine busy: %v, want the context's deadline", err)
	}
}

func TestNewRefusesABrokenScript(t *testing.T) {
	if _, err := New([]byte("function ("), Options{}); err == nil {
		t.Error("a script that does not parse was accepted")
	}
	r, err := New([]byte("var x = 1;"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := render(t, r, "/"); err == nil || !strings.Contains(err.Error(), "dayspaSSR") {
		t.Errorf("a script without dayspaSSR: %v", err)
	}
}

func TestParseURL(t *testing.T) {
	for _, c := range []struct{ raw, base, href, path string }{
		{"http://localhost", "", "http://localhost/", "/"},
		{"/blog/rose?x=1#top", "http://localhost", "http://localhost/blog/rose?x=1#top", "/blog/rose"},
		{"https://spa.example/a%20b", "", "https://spa.example/a%20b", "/a%20b"},
	} {
		got, err := parseURL(c.raw, c.base)
		if err != nil || got["href"] != c.href || got["pathname"] != c.path {
			t.Errorf("parseURL(%q, %q) = %v, %v", c.raw, c.base, got, err)
		}
	}
	for _, raw := range []string{"/relative", "::"} {
		if _, err := parseURL(raw, ""); err == nil {
			t.Errorf("parseURL(%q) accepted", raw)
		}
	}
}

// The host's URLSearchParams reads and writes a query as browsers do, for
// the parts react-router's useSearchParams uses.
func TestHostURLSearchParams(t *testing.T) {
	rt := goja.New()
	if err := installHost(rt, slog.New(slog.DiscardHandler)); err != nil {
		t.Fatal(err)
	}
	v, err := rt.RunString(`
var p = new URLSearchParams('?q=hot+stone%20massage&category=&x=1&x=2&bad=%E0');
var out = [p.get('q'), p.get('category'), p.get('missing'), p.getAll('x').join(','), p.has('x'), p.get('bad'), p.size];
var c = new URLSearchParams(p); c.set('x', 'a b&c'); c['delete']('bad');
var seen = []; c.forEach(function (v, k) { seen.push(k + ':' + v); });
var o = new URLSearchParams({ a: '1', b: 'é' });
out.concat([c.toString(), seen.join('|'), o.toString(), Array.from(o.keys()).join(',')]).join(' ; ');
`)
	if err != nil {
		t.Fatal(err)
	}
	want := "hot stone massage ;  ;  ; 1,2 ; true ; %E0 ; 5 ; q=hot+stone+massage&category=&x=a+b%26c ; q:hot stone massage|category:|x:a b&c ; a=1&b=%C3%A9 ; a,b"
	if got := v.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// A burst of renders, more than the Renderer's runtimes, holds no more
// runtimes than Engines: the others wait for one.
func TestRenderHoldsAtMostEngines(t *testing.T) {
	var mu sync.Mutex
	most := 0
	r, err := New([]byte(script), Options{Engines: 2, Held: func(n int) {
		mu.Lock()
		most = max(most, n)
		mu.Unlock()
	}})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Go(func() {
			if _, err := render(t, r, fmt.Sprintf("/page-%d", i)); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if most < 1 || most > 2 {
		t.Errorf("20 renders at once held up to %d runtimes, want 1 or 2", most)
	}
}

// With Options.Idle, runtimes left idle are dropped, and the compiled
// script with the last one; the next render makes them again.
func TestRendererDropsIdleRuntimes(t *testing.T) {
	held := make(chan int, 16)
	r, err := New([]byte(script), Options{Engines: 2, Idle: 50 * time.Millisecond, Held: func(n int) { held <- n }})
	if err != nil {
		t.Fatal(err)
	}
	for round := range 2 {
		if html, err := render(t, r, "/services"); err != nil || !strings.Contains(html, "/services") {
			t.Fatalf("round %d: %q, %v", round, html, err)
		}
		if n := <-held; n != 1 {
			t.Fatalf("round %d: %d runtimes after a render, want 1", round, n)
		}
		select {
		case n := <-held:
			if n != 0 {
				t.Fatalf("round %d: %d runtimes after the idle time, want 0", round, n)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("round %d: the idle runtime was not dropped", round)
		}
		deadline := time.Now().Add(5 * time.Second)
		for {
			r.mu.Lock()
			dropped := r.prog == nil
			r.mu.Unlock()
			if dropped {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("round %d: the compiled script was kept with no runtime", round)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// Without Options.Idle the runtimes are kept.
func TestRendererKeepsRuntimesByDefault(t *testing.T) {
	r, err := New([]byte(script), Options{Engines: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := render(t, r, "/"); err != nil {
		t.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond)
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.held.Load() != 1 || r.prog == nil || r.sweep != nil {
		t.Errorf("held %d, script kept %v, sweep set %v; want 1, true, false", r.held.Load(), r.prog != nil, r.sweep != nil)
	}
}

// A render that comes while a sweep holds the only idle runtime aside
// waits for it rather than making a runtime beyond Engines: one more would
// find no room on the idle list when the sweep puts its runtime back, and
// whichever came second would wait for ever.
func TestRendererWaitsForARuntimeTheSweepHoldsAside(t *testing.T) {
	r, err := New([]byte(script), Options{Engines: 1, Idle: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := render(t, r, "/"); err != nil {
		t.Fatal(err)
	}
	var during error
	r.asideHook = func() {
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		defer cancel()
		_, during = r.Render(ctx, "/services", []byte(`{"title":"Rose"}`), []byte(`{"name":"Spa"}`))
	}
	swept := make(chan struct{})
	go func() {
		defer close(swept)
		r.dropIdle() // the runtime is an hour from idle: the sweep puts it back
	}()
	select {
	case <-swept:
	case <-time.After(10 * time.Second):
		t.Fatal("the sweep could not put its runtime back")
	}
	if !errors.Is(during, context.DeadlineExceeded) {
		t.Errorf("a render during the sweep = %v, want it to wait for the runtime held aside", during)
	}
	if n := r.held.Load(); n != 1 {
		t.Errorf("the renderer holds %d runtimes, want 1", n)
	}
	r.asideHook = nil
	if html, err := render(t, r, "/services"); err != nil || !strings.Contains(html, "/services") {
		t.Errorf("a render after the sweep = %q, %v", html, err)
	}
	r.mu.Lock()
	if r.sweep != nil {
		r.sweep.Stop()
	}
	r.mu.Unlock()
}

// Renders that end while idle runtimes are swept never hold more runtimes
// than Engines, and none waits for ever on the idle list.
func TestRendererSweepsUnderLoad(t *testing.T) {
	var mu sync.Mutex
	most := 0
	r, err := New([]byte(script), Options{Engines: 2, Idle: time.Millisecond, Held: func(n int) {
		mu.Lock()
		most = max(most, n)
		mu.Unlock()
	}})
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		var wg sync.WaitGroup
		for g := range 6 {
			wg.Go(func() {
				for i := range 40 {
					if _, err := render(t, r, fmt.Sprintf("/page-%d-%d", g, i)); err != nil {
						t.Error(err)
						return
					}
					if i%5 == 0 {
						time.Sleep(2 * time.Millisecond) // let a sweep find them idle
					}
				}
			})
		}
		wg.Wait()
	}()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("renders still waiting after a minute: one is stuck on the idle list")
	}
	mu.Lock()
	defer mu.Unlock()
	if most > 2 {
		t.Errorf("the renderer held up to %d runtimes, want at most 2", most)
	}
}
