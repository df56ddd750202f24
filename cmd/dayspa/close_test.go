package main

import (
	"context"
	"io"
	"net/http"
	"testing"
	"time"
)

func TestMain_Close(t *testing.T) {
	logs := &lockedBuffer{}
	m := NewMain()
	m.Environ, m.Stderr, m.App = testEnv(t), logs, testApp
	if err := m.ParseFlags(nil); err != nil {
		t.Fatal(err)
	}
	if err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	addr := m.Addr().String()
	db := m.DB
	if err := m.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if _, err := http.Get("http://" + addr + "/healthz"); err == nil {
		t.Error("the server still accepts connections after Close")
	}
	if err := db.Ping(context.Background()); err == nil {
		t.Error("the database is still open after Close")
	}
}

// TestMain_CloseLetsRequestsFinish: Close stops accepting but waits for a
// request in flight, and closes the database only after it.
func TestMain_CloseLetsRequestsFinish(t *testing.T) {
	logs := &lockedBuffer{}
	m := NewMain()
	m.Environ, m.Stderr, m.App = testEnv(t), logs, testApp
	if err := m.ParseFlags(nil); err != nil {
		t.Fatal(err)
	}
	if err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	base := "http://" + m.Addr().String()

	body, send := io.Pipe()
	req, err := http.NewRequest("POST", base+"/api/contact", body)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	status := make(chan int, 1)
	go func() {
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Errorf("request in flight: %v", err)
			status <- 0
			return
		}
		resp.Body.Close()
		status <- resp.StatusCode
	}()
	if _, err := send.Write([]byte(`{"name":"Layla Haddad",`)); err != nil { // the handler is reading the body now
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond)

	closed := make(chan error, 1)
	go func() { closed <- m.Close() }()
	time.Sleep(300 * time.Millisecond)
	select {
	case err := <-closed:
		t.Fatalf("Close returned (%v) while a request was in flight", err)
	default:
	}
	if _, err := http.Get(base + "/healthz"); err == nil {
		t.Error("a new request was accepted during shutdown")
	}

	_, _ = send.Write([]byte(`"email":"layla@example.ae","message":"Is the hammam open on Fridays?"}`))
	send.Close()
	if got := <-status; got != http.StatusCreated {
		t.Errorf("the request in flight got %d, want 201", got)
	}
	if err := <-closed; err != nil {
		t.Errorf("Close: %v", err)
	}
}
