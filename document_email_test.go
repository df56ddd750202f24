package dayspa

import (
	"testing"
	"time"
)

// TestDocumentEmail: a document goes to its guest's e-mail at once; with
// no e-mail there is nobody to send it to.
func TestDocumentEmail(t *testing.T) {
	now := time.Date(2026, 11, 29, 8, 0, 0, 0, time.UTC)
	doc := &TaxDocument{ID: 7, Kind: KindInvoice, Number: "INV-000007"}
	m, err := DocumentEmail(doc, " layla@example.ae ", now)
	if err != nil || m.Kind != KindInvoiceEmail || m.Recipient != "layla@example.ae" || !m.DueAt.Equal(now) || m.Calendar || m.Manage {
		t.Fatalf("planned %+v, %v", m, err)
	}
	if _, err := DocumentEmail(doc, "  ", now); ErrorCode(err) != ECONFLICT {
		t.Fatalf("no e-mail: %v", err)
	}
}

// TestInvoiceEmailIsNeverStale: a document's message tells no version of
// its booking: a later change of the booking neither drops nor replans it.
func TestInvoiceEmailIsNeverStale(t *testing.T) {
	if KindInvoiceEmail.IsStale(3, 4) {
		t.Error("an invoice e-mail was stale after its booking changed")
	}
	if !KindConfirmed.IsStale(3, 4) {
		t.Error("a confirmation was not stale after its booking changed")
	}
	for _, ev := range []BookingEvent{EventConfirmed, EventMoved, EventCancelled, EventClosed, EventUndone} {
		replanned, stale := ev.PendingOnChange()
		for _, k := range append(replanned, stale...) {
			if k == KindInvoiceEmail {
				t.Errorf("event %d touches the invoice e-mails", ev)
			}
		}
	}
}
