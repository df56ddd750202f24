package mailer

import (
	"bytes"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"

	"github.com/dayspa/dayspa"
)

// Sender delivers the outbox's due messages. Several senders (one per
// instance) may run on one database: each message is claimed by one of
// them for Lease, and a message whose sender died is claimed again once
// its lease ends.
type Sender struct {
	Store dayspa.OutboxStore
	Relay *Relay
	From  string
	Spa   Spa
	// Logger receives one line per message sent or refused (never its
	// manage link); nil discards them.
	Logger *slog.Logger
	// Now tells the time of the retries; nil is time.Now.
	Now func() time.Time
	// Batch is how many messages one claim takes (50 by default), Lease
	// how long they are this sender's (2 minutes), Interval how long it
	// waits when nothing was due (5 seconds).
	Batch    int
	Lease    time.Duration
	Interval time.Duration
	// TLSConfig, when set, is used for the relay's TLS (tests trust
	// their own certificate with it).
	TLSConfig *tls.Config
}

// markRun is how many accepted messages are marked sent in one commit.
const markRun = 10

func (s *Sender) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *Sender) logger() *slog.Logger {
	if s.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return s.Logger
}

// Run sends due messages until ctx ends.
func (s *Sender) Run(ctx context.Context) {
	interval := s.Interval
	if interval <= 0 {
		interval = 5 * time.Second
	}
	for {
		n, err := s.SendDue(ctx)
		if err != nil && ctx.Err() == nil {
			s.logger().Error("outbox", "err", err)
		}
		if n > 0 && err == nil {
			continue // there may be more due
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(interval):
		}
	}
}

// SendDue claims one batch of due messages and delivers it over one
// connection to the relay, and reports how many it claimed.
func (s *Sender) SendDue(ctx context.Context) (int, error) {
	batch, lease := s.Batch, s.Lease
	if batch <= 0 {
		batch = 50
	}
	if lease <= 0 {
		lease = 2 * time.Minute
	}
	claimed, err := s.Store.ClaimMessages(ctx, batch, lease)
	if err != nil || len(claimed) == 0 {
		return 0, err
	}
	var client *gomail.Client
	defer func() {
		if client != nil {
			client.Close()
		}
	}()
	// The messages accepted are marked sent a run at a time: one commit
	// per run rather than per message. A sender that dies before marking
	// a run has those messages sent again once their lease ends.
	sent := map[int64]dayspa.RenderedMessage{}
	defer func() {
		if len(sent) > 0 {
			if err := s.Store.MarkSent(context.WithoutCancel(ctx), sent); err != nil {
				s.logger().Error("outbox: mark sent", "err", err)
			}
		}
	}()
	for _, q := range claimed {
		m := q.Message
		if q.Stale() {
			if err := s.Store.DropMessage(ctx, m.ID, "not sent: the booking changed before it was sent"); err != nil {
				return len(claimed), err
			}
			continue
		}
		e, err := Render(q, s.Spa)
		if err != nil {
			if err := s.Store.MarkFailed(ctx, m.ID, err.Error(), nil); err != nil {
				return len(claimed), err
			}
			continue
		}
		if client == nil {
			client, err = s.dial(ctx)
		}
		if err == nil {
			err = s.send(client, e, m)
			if err != nil && !isAnswer(err) {
				// The connection broke: the next message dials again.
				client.Close()
				client = nil
			}
		} else {
			client = nil
		}
		if err := s.record(ctx, m, e, err, sent); err != nil {
			return len(claimed), err
		}
	}
	return len(claimed), nil
}

// record marks m sent, or failed with the server's answer: retried with
// backoff unless the refusal is permanent (a 5xx answer) or the retries
// are spent. The raw manage token is never kept in the copy of what was
// sent.
func (s *Sender) record(ctx context.Context, m dayspa.OutboxMessage, e Email, sendErr error, sent map[int64]dayspa.RenderedMessage) error {
	log := s.logger().With("message", m.ID, "booking", m.BookingID, "kind", string(m.Kind))
	if sendErr == nil {
		kept := e.RenderedMessage
		if m.ManageToken != "" {
			kept.Text = strings.ReplaceAll(kept.Text, m.ManageToken, redacted)
			kept.HTML = strings.ReplaceAll(kept.HTML, m.ManageToken, redacted)
		}
		log.Info("message sent")
		sent[m.ID] = kept
		if len(sent) < markRun {
			return nil
		}
		err := s.Store.MarkSent(ctx, sent)
		clear(sent)
		return err
	}
	answer, permanent := serverAnswer(sendErr)
	at, retry := dayspa.NextAttempt(m.Attempts, permanent, s.now())
	log.Warn("message refused", "answer", answer, "retry", retry)
	if !retry {
		return s.Store.MarkFailed(ctx, m.ID, answer, nil)
	}
	return s.Store.MarkFailed(ctx, m.ID, answer, &at)
}

// redacted stands for the manage token in the kept copy of a sent message.
const redacted = "(link sent to the guest)"

// dial connects to the relay: STARTTLS required unless the relay is on a
// loopback address, implicit TLS for smtps://.
func (s *Sender) dial(ctx context.Context) (*gomail.Client, error) {
	if s.Relay == nil {
		return nil, errors.New("no mail server configured")
	}
	r := s.Relay
	opts := []gomail.Option{gomail.WithPort(r.Port), gomail.WithTimeout(30 * time.Second)}
	switch {
	case r.Implicit:
		opts = append(opts, gomail.WithSSL())
	case r.Plain:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	default:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	}
	if s.TLSConfig != nil {
		opts = append(opts, gomail.WithTLSConfig(s.TLSConfig))
	}
	if r.User != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover), gomail.WithUsername(r.User), gomail.WithPassword(r.Password))
	}
	c, err := gomail.NewClient(r.Host, opts...)
	if err != nil {
		return nil, err
	}
	if err := c.DialWithContext(ctx); err != nil {
		return nil, err
	}
	return c, nil
}

// send writes e as a MIME message: multipart/alternative of the plain text
// and the HTML, the calendar file as a text/calendar attachment with its
// METHOD, and a tax document's PDF.
func (s *Sender) send(c *gomail.Client, e Email, m dayspa.OutboxMessage) error {
	msg := gomail.NewMsg()
	if err := msg.From(s.From); err != nil {
		return fmt.Errorf("from: %w", err)
	}
	if err := msg.To(e.To); err != nil {
		return permanentError{fmt.Errorf("recipient %q: %w", e.To, err)}
	}
	msg.Subject(e.Subject)
	msg.SetDate()
	msg.SetMessageIDWithValue(fmt.Sprintf("outbox-%d-%d@%s", m.ID, m.Attempts, hostOf(s.Spa)))
	msg.SetBodyString(gomail.TypeTextPlain, e.Text)
	msg.AddAlternativeString(gomail.TypeTextHTML, e.HTML)
	if e.Calendar != nil {
		ct := gomail.ContentType("text/calendar; charset=UTF-8; method=" + e.Method)
		if err := msg.AttachReader("invite.ics", bytes.NewReader(e.Calendar), gomail.WithFileContentType(ct)); err != nil {
			return err
		}
	}
	if e.Attachment != nil {
		if err := msg.AttachReader(e.AttachmentName, bytes.NewReader(e.Attachment), gomail.WithFileContentType(gomail.ContentType("application/pdf"))); err != nil {
			return err
		}
	}
	return c.Send(msg)
}

func hostOf(spa Spa) string {
	uid := BookingUID(0, spa)
	return uid[strings.IndexByte(uid, '@')+1:]
}

// permanentError is a refusal that no retry can change.
type permanentError struct{ error }

// isAnswer reports whether err is the server's answer to one message,
// after which the connection is still usable.
func isAnswer(err error) bool {
	var se *gomail.SendError
	if errors.As(err, &se) {
		return se.ErrorCode() > 0
	}
	var pe permanentError
	return errors.As(err, &pe)
}

// serverAnswer returns what to record of a failed attempt and whether it
// is permanent: an SMTP 5xx reply or an unusable address.
func serverAnswer(err error) (string, bool) {
	var pe permanentError
	if errors.As(err, &pe) {
		return pe.Error(), true
	}
	var se *gomail.SendError
	if errors.As(err, &se) {
		code := se.ErrorCode()
		return err.Error(), code >= 500 && code < 600
	}
	return err.Error(), false
}
