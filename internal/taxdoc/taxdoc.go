// Package taxdoc renders an issued tax document (dayspa.TaxDocument): the
// A4 PDF, the HTML page for the screen and the 80 mm desk printer, and the
// UBL 2.1 XML of an invoice to a business registered for VAT.
//
// Every rendering carries what UAE VAT law asks of a tax invoice, in
// English with the Arabic beside it: the title ("Tax Invoice" / "فاتورة
// ضريبية", "Simplified Tax Invoice", "Tax Credit Note", or "Receipt" when
// the spa is not registered for VAT, then without VAT), the seller's legal
// name, address, TRN and trade licence, the document's number and date of
// issue, each line's description, quantity, unit price, discount, net, VAT
// rate, VAT and amount in AED, the totals, the payments, and the tips apart
// (they are not part of the invoice). A full invoice adds the buyer's
// name, address and TRN; a credit note the invoice it corrects and why.
package taxdoc

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
)

// label is a text of the documents in English and Arabic.
type label struct{ En, Ar string }

// The documents' labels. The Arabic is Modern Standard Arabic as UAE tax
// invoices print it.
var (
	lblSeller      = label{"Seller", "البائع"}
	lblBuyer       = label{"Buyer", "المشتري"}
	lblTRN         = label{"TRN", "الرقم الضريبي"}
	lblLicence     = label{"Trade licence", "رقم الرخصة التجارية"}
	lblAddress     = label{"Address", "العنوان"}
	lblInvoiceNo   = label{"Invoice number", "رقم الفاتورة"}
	lblCreditNo    = label{"Credit note number", "رقم الإشعار الدائن"}
	lblReceiptNo   = label{"Receipt number", "رقم الإيصال"}
	lblIssued      = label{"Date of issue", "تاريخ الإصدار"}
	lblCorrects    = label{"Corrects invoice", "الفاتورة الأصلية"}
	lblReason      = label{"Reason", "السبب"}
	lblGuest       = label{"Guest", "الضيف"}
	lblDescription = label{"Description", "الوصف"}
	lblQuantity    = label{"Qty", "الكمية"}
	lblUnitPrice   = label{"Unit price", "سعر الوحدة"}
	lblDiscount    = label{"Discount", "الخصم"}
	lblNet         = label{"Net", "الصافي"}
	lblRate        = label{"VAT rate", "نسبة الضريبة"}
	lblVAT         = label{"VAT", "الضريبة"}
	lblAmount      = label{"Amount", "المبلغ"}
	lblDiscountWhy = label{"Discount reason", "سبب الخصم"}
	lblTotalNet    = label{"Total excl. VAT", "المجموع"}
	lblTotal       = label{"Total incl. VAT", "الإجمالي شامل الضريبة"}
	lblTotalPlain  = label{"Total", "الإجمالي"}
	// A final invoice's deduction of the deposit invoiced at its receipt.
	lblSaleTotal      = label{"Sale incl. VAT", "البيع شامل الضريبة"}
	lblPrepaid        = label{"Less deposit paid", "ناقصا العربون المدفوع"}
	lblPrepaidInvoice = label{"Deposit's invoice", "فاتورة العربون"}
	lblPayments       = label{"Payments", "المدفوعات"}
	lblRefunded       = label{"Refunded", "المبالغ المستردة"}
	lblName           = label{"Name", "الاسم"}
	lblCash           = label{"Cash", "نقدا"}
	lblCard           = label{"Card", "بطاقة"}
	lblGiftCard       = label{"Gift card", "بطاقة هدية"}
	lblPackage        = label{"Package", "باقة"}
	lblMembership     = label{"Membership", "عضوية"}
	lblSessions       = label{"Sessions", "الجلسات"}
	lblTips           = label{"Tips (not part of the invoice)", "الإكراميات (ليست جزءا من الفاتورة)"}
	lblTherapist      = label{"Therapist's share", "حصة المعالج"}
	lblSpa            = label{"Spa's share", "حصة المنتجع"}
	lblCurrency       = label{"Amounts in AED, VAT included in prices", "المبالغ بالدرهم الإماراتي، والأسعار شاملة الضريبة"}
	lblCurrencyNoTx   = label{"Amounts in AED", "المبالغ بالدرهم الإماراتي"}
)

// withVAT reports whether the document shows VAT: every one but a receipt
// of a spa not registered for VAT.
func withVAT(d *dayspa.TaxDocument) bool { return d.Format != dayspa.FormatReceipt }

// numberLabel is what the document's number is called.
func numberLabel(d *dayspa.TaxDocument) label {
	switch {
	case d.Kind == dayspa.KindCreditNote:
		return lblCreditNo
	case d.Format == dayspa.FormatReceipt:
		return lblReceiptNo
	default:
		return lblInvoiceNo
	}
}

// totalLabel is what the document's total is called.
func totalLabel(d *dayspa.TaxDocument) label {
	if withVAT(d) {
		return lblTotal
	}
	return lblTotalPlain
}

// totalVATLabel names the VAT total with its rate: "VAT 5 %", "ضريبة
// القيمة المضافة 5٪".
func totalVATLabel(d *dayspa.TaxDocument) label {
	r := rateText(d.VATRate)
	return label{"VAT " + r, "ضريبة القيمة المضافة " + strings.TrimSuffix(r, " %") + "٪"}
}

// rateText writes the VAT rate without trailing zeros: "5 %", "12.5 %".
func rateText(p dayspa.Percent) string {
	return strings.TrimSuffix(strings.TrimRight(p.String(), "0"), ".") + " %" // p.String() is "5.00"
}

// issueDate writes the day of issue: "27 Nov 2026" (the dashboard's form)
// and in Arabic "27 نوفمبر 2026".
func issueDate(d *dayspa.TaxDocument) (english, arabic string) {
	day := d.IssueDate
	english = time.Date(day.Year, day.Month, day.Day, 12, 0, 0, 0, time.UTC).Format("2 Jan 2006")
	return english, dayspa.FormatDate(day, dayspa.Arabic)
}

// paymentsLabel heads the payments: what the guest paid, or on a credit
// note what was refunded.
func paymentsLabel(d *dayspa.TaxDocument) label {
	if d.Kind == dayspa.KindCreditNote {
		return lblRefunded
	}
	return lblPayments
}

// paymentLabel names a payment by its method; a gift card's by the end of
// its code too, in English (the code is Latin either way).
func paymentLabel(p dayspa.Payment) label {
	switch p.Method {
	case dayspa.PayCard:
		return lblCard
	case dayspa.PayEntitlement:
		if p.Sessions > 0 {
			// Sessions of a package or membership: nothing is paid here
			// (their sale's invoice was the supply), so the row says how
			// many sessions, beside an amount of 0.
			kind := lblPackage
			if p.Kind == dayspa.KindMembership {
				kind = lblMembership
			}
			return label{fmt.Sprintf("%s %s, %s", kind.En, p.CardHint, dayspa.FormatUnits(p.Kind, p.Sessions)),
				fmt.Sprintf("%s (%s: %d)", kind.Ar, lblSessions.Ar, p.Sessions)}
		}
		return label{lblGiftCard.En + " " + p.CardHint, lblGiftCard.Ar}
	}
	return lblCash
}

// showsBuyer reports whether the document names its buyer: a full invoice
// (and a credit note that corrects one), or any document whose buyer gave
// details.
func showsBuyer(d *dayspa.TaxDocument) bool { return !d.Buyer.Empty() }

// FileName is the name to download the document under, by its number:
// "INV-000123.pdf", "CN-000007.xml". A character the owner's prefix may
// hold that a file name should not (a slash, a quote) becomes "-".
func FileName(d *dayspa.TaxDocument, ext string) string {
	name := strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.' {
			return r
		}
		return '-'
	}, d.Number)
	if strings.Trim(name, "-.") == "" {
		name = "document-" + strconv.FormatInt(d.ID, 10)
	}
	return name + "." + ext
}
