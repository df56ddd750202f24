// Package mailer renders the booking messages of the outbox (HTML and
// plain text, with the .ics calendar file) and delivers them through the
// configured mail relay with github.com/wneessen/go-mail: the sender
// claims due messages, drops stale ones, retries refusals with backoff and
// records the server's answer.
package mailer

import (
	"errors"
	"fmt"
	"net"
	"net/mail"
	"net/url"
	"strconv"
	"strings"
)

// Relay is the mail server of DAYSPA_SMTP_URL.
type Relay struct {
	Host string
	Port int
	// User and Password authenticate when User is set.
	User, Password string
	// Implicit is smtps:// (TLS from the first byte); otherwise the
	// connection is upgraded with STARTTLS, required unless Plain.
	Implicit bool
	// Plain allows a connection without TLS: only to a loopback host, a
	// relay on the same machine.
	Plain bool
}

// ParseRelay reads DAYSPA_SMTP_URL: smtp://user:pass@host:587 (STARTTLS
// required), smtps://user:pass@host:465, or smtp:// to a loopback host,
// where the relay need not offer TLS. Its errors never repeat the URL,
// which may hold a password.
func ParseRelay(s string) (*Relay, error) {
	u, err := url.Parse(s)
	if err != nil {
		return nil, errors.New("not a URL: want smtp://user:pass@host:587 or smtps://user:pass@host:465")
	}
	r := &Relay{Host: u.Hostname()}
	switch u.Scheme {
	case "smtp":
		r.Port = 587
	case "smtps":
		r.Port, r.Implicit = 465, true
	default:
		return nil, errors.New("want an smtp:// or smtps:// URL")
	}
	if r.Host == "" {
		return nil, errors.New("the URL names no host")
	}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 {
			return nil, fmt.Errorf("port %q is not a port number", p)
		}
		r.Port = n
	}
	if u.User != nil {
		r.User = u.User.Username()
		r.Password, _ = u.User.Password()
	}
	if u.Path != "" && u.Path != "/" || u.RawQuery != "" {
		return nil, errors.New("want no path or query after the host")
	}
	r.Plain = !r.Implicit && isLoopback(r.Host)
	return r, nil
}

// isLoopback reports whether host is localhost or a loopback address.
func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// ParseFrom checks a From address such as "Serenity Day Spa
// <bookings@spa.example>".
func ParseFrom(s string) (*mail.Address, error) {
	a, err := mail.ParseAddress(strings.TrimSpace(s))
	if err != nil {
		return nil, err
	}
	return a, nil
}
