package sqlstore

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/dayspa/dayspa"
)

var _ dayspa.AuditStore = (*DB)(nil)

// The audit log (table audit_events, append-only: the migration's triggers
// refuse updates and deletes). A request that writes carries its pending
// event in its context (dayspa.PendingAudit); inWrite appends it inside
// the first transaction of the request that commits, so that the change
// and its record are kept or lost together.

// AppendAudit writes e in a transaction of its own, for a request that
// changed nothing else (a failed sign-in, an export). A pending event the
// context carries is not written by it.
func (db *DB) AppendAudit(ctx context.Context, e dayspa.AuditEvent) error {
	return db.inWrite(withoutPendingAudit(ctx), func(tx *Tx) error {
		return insertAudit(ctx, tx, e)
	})
}

// withoutPendingAudit hides the context's pending event from inWrite.
func withoutPendingAudit(ctx context.Context) context.Context {
	if dayspa.PendingAuditFrom(ctx) == nil {
		return ctx
	}
	return dayspa.WithPendingAudit(ctx, nil)
}

// appendPendingAudit writes the context's pending event in tx, unless it
// has been written already; the returned function gives it back when tx
// does not commit.
func appendPendingAudit(ctx context.Context, tx *Tx) (undo func(), err error) {
	p := dayspa.PendingAuditFrom(ctx)
	if p == nil {
		return func() {}, nil
	}
	e, ok := p.Claim()
	if !ok {
		return func() {}, nil
	}
	if err := insertAudit(ctx, tx, e); err != nil {
		p.Unclaim()
		return nil, err
	}
	return p.Unclaim, nil
}

// noteAudit records, on the request's pending audit event if ctx carries
// one, the id of the record a write changed and its fields before and
// after (nil where there is no such side: a create, a delete).
func noteAudit(ctx context.Context, id int64, before, after any) {
	if p := dayspa.PendingAuditFrom(ctx); p != nil {
		p.Note(strconv.FormatInt(id, 10), before, after)
	}
}

func insertAudit(ctx context.Context, tx *Tx, e dayspa.AuditEvent) error {
	_, err := tx.ExecContext(ctx, `
		INSERT INTO audit_events (at, actor_user_id, actor_name, actor_role, address, request_id,
			entity, entity_id, action, before_json, after_json)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
		tx.now, e.Actor.UserID, e.Actor.Name, string(e.Actor.Role), e.Address, e.RequestID,
		e.Entity, e.EntityID, string(e.Action), string(e.Before), string(e.After))
	if err != nil {
		return fmt.Errorf("append audit event: %w", err)
	}
	return nil
}

const auditColumns = `id, at, actor_user_id, actor_name, actor_role, address, request_id,
	entity, entity_id, action, before_json, after_json`

// AuditEvents lists the events that match f, newest first, with the
// number of all that match: at most dayspa.MaxAuditExport at once
// (dayspa.DefaultPageSize when f's page has no limit).
func (db *DB) AuditEvents(ctx context.Context, f dayspa.AuditFilter) ([]dayspa.AuditEvent, int, error) {
	if f.Page.Limit <= 0 {
		f.Page.Limit = dayspa.DefaultPageSize
	}
	f.Page.Limit = min(f.Page.Limit, dayspa.MaxAuditExport)
	f.Page.Offset = max(f.Page.Offset, 0)
	var w where
	if f.Actor != "" {
		w.add("actor_name = ?", f.Actor)
	}
	if f.Entity != "" {
		w.add("entity = ?", f.Entity)
	}
	if f.EntityID != "" {
		w.add("entity_id = ?", f.EntityID)
	}
	if f.Action != "" {
		w.add("action = ?", string(f.Action))
	}
	if f.From != nil {
		w.add("at >= ?", dbTime(f.From.At(0, db.location)))
	}
	if f.To != nil {
		w.add("at < ?", dbTime(f.To.AddDays(1).At(0, db.location)))
	}
	p, err := snapshot(ctx, db, func(tx *Tx) (page[dayspa.AuditEvent], error) {
		var total int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM audit_events`+w.sql(), w.args...).Scan(&total); err != nil {
			return page[dayspa.AuditEvent]{}, fmt.Errorf("count audit events: %w", err)
		}
		args := append(w.args[:len(w.args):len(w.args)], f.Page.Limit, f.Page.Offset)
		rows, err := tx.QueryContext(ctx, `SELECT `+auditColumns+` FROM audit_events`+w.sql()+
			fmt.Sprintf(` ORDER BY at DESC, id DESC LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args...)
		if err != nil {
			return page[dayspa.AuditEvent]{}, fmt.Errorf("list audit events: %w", err)
		}
		defer rows.Close()
		out := []dayspa.AuditEvent{}
		for rows.Next() {
			var e dayspa.AuditEvent
			var role, action, before, after string
			if err := rows.Scan(&e.ID, &e.At, &e.Actor.UserID, &e.Actor.Name, &role, &e.Address, &e.RequestID,
				&e.Entity, &e.EntityID, &action, &before, &after); err != nil {
				return page[dayspa.AuditEvent]{}, fmt.Errorf("list audit events: %w", err)
			}
			e.At = e.At.UTC()
			e.Actor.Role, e.Action = dayspa.Role(role), dayspa.AuditAction(action)
			if before != "" {
				e.Before = json.RawMessage(before)
			}
			if after != "" {
				e.After = json.RawMessage(after)
			}
			out = append(out, e)
		}
		return pageOf(out, total, rows.Err())
	})
	return p.items, p.total, err
}
