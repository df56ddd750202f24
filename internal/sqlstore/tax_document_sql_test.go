package sqlstore_test

import (
	"context"
	"testing"
)

// TestIssuedTaxDocumentsAreImmutable: the database itself refuses to
// change or remove an issued document, its lines or its payments, whoever
// asks, on each engine: plain SQL, not the store.
func TestIssuedTaxDocumentsAreImmutable(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		var id int64
		must(t, db.SQL().QueryRowContext(ctx, `
			INSERT INTO tax_documents (kind, format, sequence, number, issued_at, issue_day, seller_json, vat_rate,
				discount_amount, net_amount, vat_amount, total_amount)
			VALUES ('invoice', 'simplified', 1, 'INV-000001', $1, '2026-11-22', '{}', 500, 0, 10000, 500, 10500)
			RETURNING id`, testNow).Scan(&id))
		_, err := db.SQL().ExecContext(ctx, `
			INSERT INTO tax_document_lines (document_id, position, description, quantity, unit_price, discount,
				net_amount, vat_amount, amount) VALUES ($1, 1, 'Massage', 1, 10500, 0, 10000, 500, 10500)`, id)
		must(t, err)
		_, err = db.SQL().ExecContext(ctx, `INSERT INTO tax_document_payments (document_id, position, method, amount) VALUES ($1, 1, 'cash', 10500)`, id)
		must(t, err)
		for _, q := range []string{
			`UPDATE tax_documents SET total_amount = 1`,
			`UPDATE tax_documents SET number = 'INV-000002'`,
			`DELETE FROM tax_documents`,
			`UPDATE tax_document_lines SET amount = 1`,
			`DELETE FROM tax_document_lines`,
			`UPDATE tax_document_payments SET amount = 1`,
			`DELETE FROM tax_document_payments`,
		} {
			if _, err := db.SQL().ExecContext(ctx, q); err == nil {
				t.Errorf("%s was allowed", q)
			}
		}
		if e.Name == "postgres" {
			for _, table := range []string{"tax_document_payments", "tax_document_lines", "tax_documents"} {
				if _, err := db.SQL().ExecContext(ctx, `TRUNCATE `+table+` CASCADE`); err == nil {
					t.Errorf("TRUNCATE %s was allowed", table)
				}
			}
		}
		var total, amount, paid int64
		var number string
		must(t, db.SQL().QueryRowContext(ctx, `
			SELECT d.total_amount, d.number, l.amount, p.amount FROM tax_documents d
			JOIN tax_document_lines l ON l.document_id = d.id JOIN tax_document_payments p ON p.document_id = d.id
			WHERE d.id = $1`, id).Scan(&total, &number, &amount, &paid))
		if total != 10500 || number != "INV-000001" || amount != 10500 || paid != 10500 {
			t.Fatalf("after the refused changes: total %d number %s line %d paid %d, want them as issued", total, number, amount, paid)
		}
	})
}

// TestADocumentKindHasOneSequence: the same number of the same kind cannot
// be issued twice; a booking is checked out by one invoice at most.
func TestADocumentKindHasOneSequence(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		db := newDB(t, e)
		ctx := context.Background()
		insert := func(kind string, seq int, booking any) error {
			_, err := db.SQL().ExecContext(ctx, `
				INSERT INTO tax_documents (kind, format, sequence, number, issued_at, issue_day, seller_json, vat_rate,
					discount_amount, net_amount, vat_amount, total_amount, booking_id)
				VALUES ($1, 'simplified', $2, 'N', $3, '2026-11-22', '{}', 500, 0, 0, 0, 0, $4)`, kind, seq, testNow, booking)
			return err
		}
		must(t, insert("invoice", 1, 7))
		must(t, insert("credit_note", 1, nil))
		if insert("invoice", 1, nil) == nil {
			t.Error("a second invoice numbered 1 was stored")
		}
		if insert("invoice", 2, 7) == nil {
			t.Error("a second invoice of booking 7 was stored")
		}
		must(t, insert("invoice", 2, nil))
		must(t, insert("invoice", 3, nil))
	})
}
