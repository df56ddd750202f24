package sqlstore

import (
	"context"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.PayStatementStore = (*DB)(nil)

// Pay statements: a therapist's month read from the same per-day sums as
// her earnings page and the Income tab's summary (incomeGroups over
// income_daily), the invoices behind them, and the payouts recorded
// against the month.

const payoutColumns = `id, therapist_id, month, paid_on, method, amount, note, created_by, created_at`

func scanPayout(s scanner) (dayspa.Payout, error) {
	var p dayspa.Payout
	var month, method string
	if err := s.Scan(&p.ID, &p.TherapistID, &month, &p.Date, &method, &p.Amount, &p.Note, &p.CreatedBy, &p.CreatedAt); err != nil {
		return dayspa.Payout{}, err
	}
	m, err := dayspa.ParseMonth(month)
	if err != nil {
		return dayspa.Payout{}, fmt.Errorf("payout %d: %w", p.ID, err)
	}
	p.Month, p.Method, p.CreatedAt = m, dayspa.PayoutMethod(method), p.CreatedAt.UTC()
	return p, nil
}

// PayStatement reads the month m of the therapist id in one snapshot.
func (db *DB) PayStatement(ctx context.Context, id int64, m dayspa.Month) (dayspa.PayStatement, error) {
	return snapshot(ctx, db, func(tx *Tx) (dayspa.PayStatement, error) {
		return payStatement(ctx, tx, id, m)
	})
}

// payStatement reads the statement in tx: ENOTFOUND for an unknown
// therapist.
func payStatement(ctx context.Context, tx *Tx, id int64, m dayspa.Month) (dayspa.PayStatement, error) {
	th, err := findTherapist(ctx, tx, id)
	if err != nil {
		return dayspa.PayStatement{}, err
	}
	from, to := m.First(), m.Last()
	f := dayspa.IncomeFilter{From: &from, To: &to, TherapistName: th.Name}
	groups, err := incomeGroups(ctx, tx, f, true)
	if err != nil {
		return dayspa.PayStatement{}, err
	}
	invoices, err := monthInvoices(ctx, tx, f)
	if err != nil {
		return dayspa.PayStatement{}, err
	}
	payouts, err := monthPayouts(ctx, tx, id, m)
	if err != nil {
		return dayspa.PayStatement{}, err
	}
	return dayspa.BuildPayStatement(th.ID, th.Name, m, groups, invoices, payouts), nil
}

// monthInvoices reads every invoice f selects: a month of one therapist's,
// a few hundred at most, so unpaged.
func monthInvoices(ctx context.Context, tx *Tx, f dayspa.IncomeFilter) ([]dayspa.IncomeTransaction, error) {
	w := incomeWhere(f, "transaction_day")
	rows, err := tx.QueryContext(ctx, `SELECT `+incomeColumns+` FROM income_transactions`+w.sql()+`
		ORDER BY transaction_day, invoice_number`, w.args...)
	if err != nil {
		return nil, fmt.Errorf("statement invoices: %w", err)
	}
	defer rows.Close()
	out := []dayspa.IncomeTransaction{}
	for rows.Next() {
		t, err := scanIncome(rows)
		if err != nil {
			return nil, fmt.Errorf("statement invoices: %w", err)
		}
		out = append(out, *t)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("statement invoices: %w", err)
	}
	return out, nil
}

// monthPayouts reads the payouts of the therapist id's month m, oldest
// first.
func monthPayouts(ctx context.Context, tx *Tx, id int64, m dayspa.Month) ([]dayspa.Payout, error) {
	rows, err := tx.QueryContext(ctx, `SELECT `+payoutColumns+` FROM payouts
		WHERE therapist_id = $1 AND month = $2 ORDER BY paid_on, id`, id, m.String())
	if err != nil {
		return nil, fmt.Errorf("list payouts: %w", err)
	}
	defer rows.Close()
	out := []dayspa.Payout{}
	for rows.Next() {
		p, err := scanPayout(rows)
		if err != nil {
			return nil, fmt.Errorf("list payouts: %w", err)
		}
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list payouts: %w", err)
	}
	return out, nil
}

// RecordPayout records p if the statement, read in the write transaction
// after the therapist's row is locked, still has that much due: two
// managers marking the same month paid at once pay it once.
func (db *DB) RecordPayout(ctx context.Context, id int64, p dayspa.NewPayout, createdBy string) (dayspa.Payout, dayspa.PayStatement, error) {
	type result struct {
		payout    dayspa.Payout
		statement dayspa.PayStatement
	}
	r, err := write(ctx, db, func(tx *Tx) (result, error) {
		if tx.db.engine == EnginePostgres {
			// On SQLite the write transaction holds the database already.
			if _, err := tx.ExecContext(ctx, `SELECT id FROM therapists WHERE id = $1 FOR UPDATE`, id); err != nil {
				return result{}, fmt.Errorf("lock therapist %d: %w", id, err)
			}
		}
		before, err := payStatement(ctx, tx, id, p.Month)
		if err != nil {
			return result{}, err
		}
		if err := before.CheckPayout(p); err != nil {
			return result{}, err
		}
		var newID int64
		if err := tx.QueryRowContext(ctx, `
			INSERT INTO payouts (therapist_id, month, paid_on, method, amount, note, created_by, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
			id, p.Month.String(), p.Date, string(p.Method), p.Amount, p.Note, createdBy, tx.now).Scan(&newID); err != nil {
			return result{}, fmt.Errorf("record payout: %w", err)
		}
		payout, err := scanPayout(tx.QueryRowContext(ctx, `SELECT `+payoutColumns+` FROM payouts WHERE id = $1`, newID))
		if err != nil {
			return result{}, fmt.Errorf("record payout: %w", err)
		}
		after, err := payStatement(ctx, tx, id, p.Month)
		if err != nil {
			return result{}, err
		}
		// The therapist's record is what changed: her month's paid figure.
		noteAudit(ctx, id, nil, payout)
		return result{payout, after}, nil
	})
	return r.payout, r.statement, err
}
