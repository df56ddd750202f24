// Package mailertest is an SMTP server in the test's own process
// (github.com/emersion/go-smtp): it keeps every message it accepts, and can
// refuse some, as a relay does when it is busy or the address is bad.
package mailertest

import (
	"crypto/tls"
	"io"
	"net"
	"sync"
	"time"

	"github.com/emersion/go-smtp"
)

// Message is one message the server accepted.
type Message struct {
	From string
	To   []string
	Data []byte
}

// Server is a running in-process SMTP server on 127.0.0.1.
type Server struct {
	// Addr is host:port.
	Addr     string
	srv      *smtp.Server
	mu       sync.Mutex
	messages []Message
	data     int
	refuse   func(n int, to []string) *smtp.SMTPError
}

// SetRefuse sets f to be asked before each message is accepted (n counts
// the DATA commands from 1): a non-nil answer refuses it. Nil accepts all.
func (s *Server) SetRefuse(f func(n int, to []string) *smtp.SMTPError) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.refuse = f
}

// Start starts a server on a free loopback port; Close stops it.
func Start() (*Server, error) { return StartTLS(nil) }

// StartTLS is Start with STARTTLS offered with cfg (nil offers none).
func StartTLS(cfg *tls.Config) (*Server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	s := &Server{Addr: ln.Addr().String()}
	s.srv = smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) { return &session{s: s}, nil }))
	s.srv.Domain = "localhost"
	s.srv.AllowInsecureAuth = true
	s.srv.ReadTimeout = 30 * time.Second
	s.srv.WriteTimeout = 30 * time.Second
	s.srv.MaxMessageBytes = 10 << 20
	s.srv.MaxRecipients = 50
	s.srv.TLSConfig = cfg
	go s.srv.Serve(ln)
	return s, nil
}

// Close stops the server.
func (s *Server) Close() error { return s.srv.Close() }

// Messages returns a copy of the messages accepted so far.
func (s *Server) Messages() []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Message(nil), s.messages...)
}

// Count returns how many messages were accepted.
func (s *Server) Count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.messages)
}

type session struct {
	s    *Server
	from string
	to   []string
}

func (x *session) Reset()        { x.from, x.to = "", nil }
func (x *session) Logout() error { return nil }
func (x *session) Mail(from string, _ *smtp.MailOptions) error {
	x.from = from
	return nil
}
func (x *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	x.to = append(x.to, to)
	return nil
}
func (x *session) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s := x.s
	s.mu.Lock()
	s.data++
	n, refuse := s.data, s.refuse
	s.mu.Unlock()
	if refuse != nil {
		if e := refuse(n, x.to); e != nil {
			return e
		}
	}
	s.mu.Lock()
	s.messages = append(s.messages, Message{From: x.from, To: append([]string(nil), x.to...), Data: b})
	s.mu.Unlock()
	return nil
}
