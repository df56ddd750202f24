package mailer_test

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"net"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
	"github.com/dayspa/dayspa/internal/mailer/mailertest"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// A relay that is not on a loopback address must offer STARTTLS: one
// that does not is refused (the message waits for a retry), one that does
// gets the message over TLS. The relay here listens on 127.0.0.1, so the
// test names it by a Relay whose Plain is false, as ParseRelay makes it for
// any other host.
func TestSender_STARTTLSRequired(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		if e.Name != "sqlite" {
			t.Skip("the engine plays no part")
		}
		f := newFixture(t, e)
		f.book(t, "Omar", "omar@example.com", "11:00", bookDay)
		host, port, _ := net.SplitHostPort(f.smtp.Addr)
		p, _ := strconv.Atoi(port)
		f.sender.Relay = &mailer.Relay{Host: host, Port: p} // STARTTLS required
		f.drain(t, f.sender)
		if f.smtp.Count() != 0 {
			t.Fatal("sent without TLS")
		}
		list, _, err := f.db.ListOutbox(context.Background(), dayspa.OutboxFilter{})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range list {
			if m.Status != dayspa.MessagePending || !strings.Contains(strings.ToLower(m.LastError), "tls") {
				t.Errorf("without STARTTLS: %+v", m)
			}
		}

		// A relay with STARTTLS (httptest's certificate for 127.0.0.1).
		cert := httptest.NewTLSServer(nil)
		defer cert.Close()
		tlsCfg := cert.TLS.Clone()
		secure, err := mailertest.StartTLS(tlsCfg)
		if err != nil {
			t.Fatal(err)
		}
		defer secure.Close()
		host, port, _ = net.SplitHostPort(secure.Addr)
		p, _ = strconv.Atoi(port)
		pool := x509.NewCertPool()
		pool.AddCert(cert.Certificate())
		f.sender.Relay = &mailer.Relay{Host: host, Port: p}
		f.sender.TLSConfig = &tls.Config{RootCAs: pool, ServerName: "127.0.0.1", MinVersion: tls.VersionTLS12}
		f.clock.Add(2 * time.Minute) // past the first retry
		f.drain(t, f.sender)
		if n := secure.Count(); n != 2 {
			t.Fatalf("the TLS relay got %d messages, want 2", n)
		}
	})
}
