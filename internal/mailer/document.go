package mailer

import (
	"fmt"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/taxdoc"
)

// documentWords fills v for a message that sends an issued tax document
// (dayspa.KindInvoiceEmail) and returns its subject: "Your tax invoice
// INV-000012 from <spa>", a receipt's or a credit note's own words, the
// document's number, day and total. The PDF is attached by the caller.
func (l locale) documentWords(d *dayspa.TaxDocument, v *view) string {
	key := "email.invoice."
	switch {
	case d.Kind == dayspa.KindCreditNote:
		key = "email.credit_note."
	case d.Format == dayspa.FormatReceipt:
		key = "email.receipt."
	}
	v.Heading = l.words.Text(key + "heading")
	v.Lines = []string{
		l.words.Text("email.document.line1", "number", d.Number, "date", dayspa.FormatLongDate(d.IssueDate, l.lang)),
		l.words.Text("email.document.total", "total", dayspa.FormatPrice(d.Total, l.lang)),
	}
	return l.words.Text(key+"subject", "number", d.Number, "spa", v.SpaName.Text)
}

// documentPDF is the attachment of a document's message: its A4 PDF,
// named after its number.
func documentPDF(q dayspa.QueuedMessage) (name string, pdf []byte, err error) {
	if q.Document == nil {
		return "", nil, fmt.Errorf("mailer: message %d names no document", q.Message.ID)
	}
	pdf, err = taxdoc.PDF(q.Document)
	if err != nil {
		return "", nil, fmt.Errorf("mailer: PDF of message %d: %w", q.Message.ID, err)
	}
	return taxdoc.FileName(q.Document, "pdf"), pdf, nil
}
