package dayspa

import (
	"strings"
	"time"
)

// The desk sends the guest an issued tax invoice or credit note by e-mail
// (docs/product.md, "Tax invoices"): a message of kind KindInvoiceEmail in the
// outbox, to the e-mail of the document's booking, rendered when it is
// sent in the document's language with its PDF attached. A document issued
// without a booking (the Add New Invoice form) has no guest e-mail to send
// to.

// MsgDocumentNoEmail refuses to e-mail a document whose booking has no
// guest e-mail, or that came from no booking.
var MsgDocumentNoEmail = NewMsg("invoice.no_email", "This document has no guest e-mail to send it to.")

// DocumentEmail plans the message that sends doc to guestEmail, the
// e-mail of its booking ("" when it has none), due at once: ECONFLICT
// invoice.no_email when there is no one to send it to.
func DocumentEmail(doc *TaxDocument, guestEmail string, now time.Time) (PlannedMessage, error) {
	email := strings.TrimSpace(guestEmail)
	if email == "" {
		return PlannedMessage{}, Errorf(ECONFLICT, MsgDocumentNoEmail)
	}
	return PlannedMessage{Kind: KindInvoiceEmail, Recipient: email, DueAt: now}, nil
}
