package mailer

import (
	"fmt"
	"strconv"

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

// documentPDF is the attachment of message id that sends doc (an invoice
// message's document, the invoice of a package's sale): its A4 PDF, named
// after its number.
func documentPDF(doc *dayspa.TaxDocument, id int64) (name string, pdf []byte, err error) {
	if doc == nil {
		return "", nil, fmt.Errorf("mailer: message %d names no document", id)
	}
	pdf, err = taxdoc.PDF(doc)
	if err != nil {
		return "", nil, fmt.Errorf("mailer: PDF of message %d: %w", id, err)
	}
	return taxdoc.FileName(doc, "pdf"), pdf, nil
}

// privacyWords fills v for the e-mail of a privacy link (dayspa.KindPrivacyLink)
// and returns its subject. It names nobody and no booking: whoever typed
// the address may not be its owner, so the e-mail tells only what the
// link does, and how long it works.
func (l locale) privacyWords(link string, v *view) string {
	prefix := "email.privacy_link."
	v.Guest, v.NoBooking, v.ManageURL = "", true, link
	v.LinkText, v.LinkButton = prefix+"text", prefix+"button"
	v.Heading = l.words.Text(prefix + "heading")
	for i := 1; l.words.Has(prefix + "line" + strconv.Itoa(i)); i++ {
		v.Lines = append(v.Lines, l.words.Text(prefix+"line"+strconv.Itoa(i)))
	}
	return l.words.Text(prefix+"subject", "spa", v.SpaName.Text)
}
