// Package ssr renders the app's pages on the server at request time: it
// runs the web build's server renderer (web/dist/server/render.js, from
// web/src/server-render.tsx) in goja, a JavaScript engine written in Go, so
// the one binary needs neither cgo nor Node.
//
// A goja runtime is single-threaded and costs about 10 MB, so a Renderer
// keeps a few of them (one per core by default) and lends one to each
// render. Rendering is slow next to V8 (tens of milliseconds for a page),
// which is why the HTTP layer caches what it renders by the content it was
// rendered from.
package ssr

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync/atomic"
	"time"

	"github.com/dop251/goja"
)

// ScriptPath is where the web build writes the server renderer, inside
// the built app.
const ScriptPath = "server/render.js"

// Renderer lends its runtimes to one render each.
type Renderer struct {
	prog    *goja.Program
	log     *slog.Logger
	idle    chan *engine  // runtimes ready for a render
	slots   chan struct{} // one per runtime that may exist at once
	timeout time.Duration
	held    atomic.Int64 // runtimes made and not dropped
	onHeld  func(n int)
}

// engine is one runtime with the script run and its render function.
type engine struct {
	rt     *goja.Runtime
	render goja.Callable
}

// Options tune a Renderer; the zero value is sensible.
type Options struct {
	// Engines is the most runtimes at once (and so renders at once): 2 by default.
	Engines int
	// Timeout stops a render that runs longer: 5 s by default.
	Timeout time.Duration
	Logger  *slog.Logger
	// Held, when set, is told how many runtimes the Renderer holds each
	// time it makes or drops one (a metric).
	Held func(n int)
}

// New compiles the server renderer's script. Runtimes are made on demand.
func New(script []byte, opts Options) (*Renderer, error) {
	prog, err := goja.Compile(ScriptPath, string(script), false)
	if err != nil {
		return nil, fmt.Errorf("ssr: compile %s: %w", ScriptPath, err)
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
		prog:    prog,
		log:     opts.Logger,
		idle:    make(chan *engine, opts.Engines),
		slots:   make(chan struct{}, opts.Engines),
		timeout: opts.Timeout,
		onHeld:  opts.Held,
	}
	return r, nil
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
		r.idle <- e // a script error leaves the runtime as it was: React starts afresh each render
	} else {
		r.changeHeld(-1) // an interrupted runtime is dropped
	}
	return html, err
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
	rt := goja.New()
	if err := installHost(rt, r.log); err != nil {
		return nil, err
	}
	if _, err := rt.RunProgram(r.prog); err != nil {
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
