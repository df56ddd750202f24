// Package ssr renders the app's pages on the server at request time: it
// runs the web build's server renderer (web/dist/server/render.js, from
// web/src/server-render.tsx) in goja, a JavaScript engine written in Go, so
// the one binary needs neither cgo nor Node.
//
// A goja runtime is single-threaded and costs tens of megabytes with the
// app's code loaded, so a Renderer keeps a few of them (two by default),
// lends one to each render, and can drop them when they have been idle a
// while (Options.Idle). Rendering is slow next to V8 (tens of
// milliseconds for a page), which is why the HTTP layer caches what it
// renders by the content it was rendered from.
package ssr

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dop251/goja"
)

// ScriptPath is where the web build writes the server renderer, inside
// the built app.
const ScriptPath = "server/render.js"

// Renderer lends its runtimes to one render each.
type Renderer struct {
	script  string
	log     *slog.Logger
	idle    chan *engine  // runtimes ready for a render
	slots   chan struct{} // one per runtime that may exist at once
	timeout time.Duration
	held    atomic.Int64 // runtimes made and not dropped
	onHeld  func(n int)
	// idleFor is Options.Idle: how long a runtime may wait for a render
	// before it is dropped (0: never).
	idleFor time.Duration

	mu sync.Mutex
	// prog is the compiled script, nil when it was dropped with the
	// last runtime (compiled again for the next).
	prog *goja.Program
	// sweep, when set, drops the runtimes left idle (dropIdle).
	sweep *time.Timer
	// asideHook, when a test sets it, runs while dropIdle holds an idle
	// runtime aside, so that a test can render at exactly that moment.
	asideHook func()
}

// engine is one runtime with the script run and its render function.
type engine struct {
	rt     *goja.Runtime
	render goja.Callable
	// used is when it last rendered.
	used time.Time
}

// Options tune a Renderer; the zero value is sensible.
type Options struct {
	// Engines is the most runtimes at once (and so renders at once): 2 by default.
	Engines int
	// Timeout stops a render that runs longer: 5 s by default.
	Timeout time.Duration
	// Idle drops a runtime that has rendered nothing for that long, and
	// the compiled script with the last one, and hands the memory back
	// to the system: a server whose pages are all kept (see
	// internal/pages) then holds none of it, and the next render makes
	// them again (the compile about half a second, a runtime a tenth).
	// Zero keeps them for good.
	Idle   time.Duration
	Logger *slog.Logger
	// Held, when set, is told how many runtimes the Renderer holds each
	// time it makes or drops one (a metric).
	Held func(n int)
}

// New compiles the server renderer's script. Runtimes are made on demand.
func New(script []byte, opts Options) (*Renderer, error) {
	src := string(script)
	prog, err := compile(src)
	if err != nil {
		return nil, err
	}
	if opts.Engines <= 0 {
		opts.Engines = 2
	}
	if opts.Timeout <= 0 {
		opts.Timeout = 5 * time.Second
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	r := &Renderer{
		script:  src,
		prog:    prog,
		log:     opts.Logger,
		idle:    make(chan *engine, opts.Engines),
		slots:   make(chan struct{}, opts.Engines),
		timeout: opts.Timeout,
		onHeld:  opts.Held,
		idleFor: max(opts.Idle, 0),
	}
	return r, nil
}

func compile(script string) (*goja.Program, error) {
	prog, err := goja.Compile(ScriptPath, script, false)
	if err != nil {
		return nil, fmt.Errorf("ssr: compile %s: %w", ScriptPath, err)
	}
	return prog, nil
}

// errNotWhole is the script's answer when a part of the page was still
// loading: the first render of a route in a runtime starts loading its
// code, which the runtime has resolved by the next call.
const errNotWhole = "did not render whole"

// Render returns the HTML inside #root of the page at path, rendered with
// data (the JSON object of API answers by API path, as the app's
// src/app/initial-data.ts reads it) and config (the #dayspa-config
// block's JSON).
func (r *Renderer) Render(ctx context.Context, path string, data, config []byte) (string, error) {
	select {
	case r.slots <- struct{}{}:
	case <-ctx.Done():
		return "", ctx.Err()
	}
	defer func() { <-r.slots }()

	var e *engine
	select {
	case e = <-r.idle:
	default:
		var err error
		if e, err = r.newEngine(); err != nil {
			return "", err
		}
		r.changeHeld(1)
	}

	html, err := r.renderOn(e, path, string(data), string(config))
	for tries := 1; err != nil && strings.Contains(err.Error(), errNotWhole) && tries < 3; tries++ {
		html, err = r.renderOn(e, path, string(data), string(config))
	}
	var interrupted *goja.InterruptedError
	if !errors.As(err, &interrupted) {
		// A script error leaves the runtime as it was: React starts afresh each render.
		e.used = time.Now()
		r.idle <- e
		r.sweepLater(r.idleFor)
	} else {
		r.changeHeld(-1) // an interrupted runtime is dropped
	}
	return html, err
}

// sweepLater has dropIdle run after d, unless it is set to run sooner;
// nothing when runtimes are kept for good.
func (r *Renderer) sweepLater(d time.Duration) {
	if r.idleFor <= 0 {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.sweep == nil {
		r.sweep = time.AfterFunc(d, r.dropIdle)
	}
}

// dropIdle drops the runtimes that have rendered nothing for idleFor,
// and the compiled script when no runtime is left and no render is
// under way; the memory they held goes back to the system. It runs again
// while runtimes are kept.
//
// It looks at each idle runtime holding a slot, as a render does: while
// it holds one aside, no render can make another in its place, so the
// runtimes are never more than Options.Engines and putting one back never
// waits.
func (r *Renderer) dropIdle() {
	r.mu.Lock()
	r.sweep = nil // a render that ends from now on asks for the next sweep
	r.mu.Unlock()
	now := time.Now()
	oldest, kept, dropped := now, false, 0
look:
	for range cap(r.idle) {
		select {
		case r.slots <- struct{}{}:
		default: // every slot is rendering: nothing idle to look at
			break look
		}
		var e *engine
		select {
		case e = <-r.idle:
		default:
		}
		if e != nil && r.asideHook != nil {
			r.asideHook()
		}
		switch {
		case e == nil:
		case now.Sub(e.used) >= r.idleFor:
			dropped++
			r.changeHeld(-1)
		default:
			if e.used.Before(oldest) {
				oldest = e.used
			}
			kept = true
			r.idle <- e // from here a render may take it, and stamp its use
		}
		<-r.slots
		if e == nil {
			break look
		}
	}
	r.mu.Lock()
	freed := dropped > 0
	if r.held.Load() == 0 && len(r.slots) == 0 && r.prog != nil {
		r.prog = nil
		freed = true
	}
	r.mu.Unlock()
	if kept {
		r.sweepLater(r.idleFor - now.Sub(oldest))
	}
	if freed {
		// Now rather than at the runtime's own pace: a goja runtime and
		// the compiled script are tens of megabytes of small objects.
		debug.FreeOSMemory()
		r.log.Debug("ssr: idle runtimes dropped", "dropped", dropped, "held", r.held.Load())
	}
}

func (r *Renderer) changeHeld(by int64) {
	n := r.held.Add(by)
	if r.onHeld != nil {
		r.onHeld(int(n))
	}
}

func (r *Renderer) renderOn(e *engine, path, data, config string) (string, error) {
	stop := time.AfterFunc(r.timeout, func() { e.rt.Interrupt("ssr: render took longer than " + r.timeout.String()) })
	defer stop.Stop()
	v, err := e.render(goja.Undefined(), e.rt.ToValue(path), e.rt.ToValue(data), e.rt.ToValue(config))
	if err != nil {
		return "", fmt.Errorf("ssr: render %s: %w", path, err)
	}
	res := v.ToObject(e.rt)
	if msg := res.Get("error").String(); msg != "" {
		return "", fmt.Errorf("ssr: render %s: %s", path, msg)
	}
	return res.Get("html").String(), nil
}

// newEngine makes a runtime with what the script needs of a browser and
// runs the script in it.
func (r *Renderer) newEngine() (*engine, error) {
	prog, err := r.program()
	if err != nil {
		return nil, err
	}
	rt := goja.New()
	if err := installHost(rt, r.log); err != nil {
		return nil, err
	}
	if _, err := rt.RunProgram(prog); err != nil {
		return nil, fmt.Errorf("ssr: run %s: %w", ScriptPath, err)
	}
	api := rt.Get("dayspaSSR")
	if api == nil || goja.IsUndefined(api) {
		return nil, fmt.Errorf("ssr: %s defines no dayspaSSR", ScriptPath)
	}
	render, ok := goja.AssertFunction(api.ToObject(rt).Get("render"))
	if !ok {
		return nil, fmt.Errorf("ssr: %s: dayspaSSR.render is not a function", ScriptPath)
	}
	return &engine{rt: rt, render: render}, nil
}

// program is the compiled script, compiled again if it was dropped.
func (r *Renderer) program() (*goja.Program, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.prog == nil {
		prog, err := compile(r.script)
		if err != nil {
			return nil, err
		}
		r.prog = prog
	}
	return r.prog, nil
}
