package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
)

// The dashboard's Messages-sent list: every message of the outbox with its
// delivery, a preview of what the guest receives, and 'Send again' for a
// failed one.

// msgNoRelay is what an unsent message shows while the deployment has no
// mail server.
const msgNoRelay = "not sent: no mail server configured"

// outboxItem is a message as the list shows it.
type outboxItem struct {
	dayspa.OutboxMessage
	// Note says why a pending message is not sent when there is no mail
	// server; "" otherwise.
	Note string `json:"note"`
}

func (s *Server) outboxItem(m dayspa.OutboxMessage) outboxItem {
	it := outboxItem{OutboxMessage: m}
	if m.Status == dayspa.MessagePending && !s.cfg.MailConfigured {
		it.Note = msgNoRelay
	}
	return it
}

// adminOutbox answers a page of messages, newest first: ?status=&page=&limit=.
func (s *Server) adminOutbox(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	f := dayspa.FieldErrors{}
	filter := dayspa.OutboxFilter{Page: dayspa.PageQuery(q, f)}
	if v := q.Get("status"); v != "" {
		st := dayspa.MessageStatus(v)
		if !st.Valid() {
			f.Add("status", dayspa.MsgMessageStatus)
		}
		filter.Status = &st
	}
	if err := f.Err(); err != nil {
		return err
	}
	list, total, err := s.store.ListOutbox(r.Context(), filter)
	if err != nil {
		return err
	}
	out := make([]outboxItem, 0, len(list))
	for _, m := range list {
		out = append(out, s.outboxItem(m))
	}
	writePage(w, out, total)
	return nil
}

// outboxPreview is one message with what it says: as sent, or as it
// would be sent now.
type outboxPreview struct {
	outboxItem
	Preview dayspa.RenderedMessage `json:"preview"`
	// Calendar is the .ics file's text, "" when it has none.
	ICS string `json:"ics"`
}

// adminOutboxMessage answers one message with its rendered preview.
func (s *Server) adminOutboxMessage(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgMessageNotFound)
	}
	q, err := s.store.OutboxMessage(r.Context(), id)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	out := outboxPreview{outboxItem: s.outboxItem(q.Message)}
	e, err := mailer.Render(*q, s.cfg.Mail)
	if err != nil {
		return err
	}
	out.Preview, out.ICS = e.RenderedMessage, string(e.Calendar)
	if q.Message.Sent != nil {
		out.Preview = *q.Message.Sent
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// adminResendMessage makes a failed message pending again: 409 for one
// that is not failed.
func (s *Server) adminResendMessage(w http.ResponseWriter, r *http.Request) error {
	id, ok := pathID(r)
	if !ok {
		return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgMessageNotFound)
	}
	if err := s.store.ResendMessage(r.Context(), id); err != nil {
		return err
	}
	q, err := s.store.OutboxMessage(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, s.outboxItem(q.Message))
	return nil
}
