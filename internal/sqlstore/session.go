package sqlstore

import (
	"context"
	"fmt"
	"time"

	"github.com/alexedwards/scs/v2"

	"github.com/dayspa/dayspa"
)

// SessionStore keeps alexedwards/scs sessions in the sessions table, on
// either engine, so that every server instance sharing the database shares
// them. It implements scs.Store, scs.CtxStore and scs.IterableCtxStore.
//
// scs computes each session's expiry from the wall clock; Now, which the
// store compares expiries with, must be that same clock (time.Now) outside
// tests. It is deliberately not DB.Now, the business clock tests fix.
type SessionStore struct {
	db *DB
	// Now tells the time that expiries are compared with.
	Now func() time.Time
}

var (
	_ scs.CtxStore         = (*SessionStore)(nil)
	_ scs.IterableCtxStore = (*SessionStore)(nil)
	_ scs.IterableStore    = (*SessionStore)(nil)
)

// SessionStore returns the session store of db, on the wall clock.
func (db *DB) SessionStore() *SessionStore {
	return &SessionStore{db: db, Now: time.Now}
}

func (s *SessionStore) now() time.Time { return dbTime(s.Now()) }

// Find returns the data of an unexpired session; found is false for an
// unknown, expired or malformed token.
func (s *SessionStore) Find(token string) ([]byte, bool, error) {
	return s.FindCtx(context.Background(), token)
}

// FindCtx is Find with a context.
func (s *SessionStore) FindCtx(ctx context.Context, token string) ([]byte, bool, error) {
	rows, err := s.db.read.QueryContext(ctx, `SELECT data FROM sessions WHERE token = $1 AND expiry > $2`, token, s.now())
	if err != nil {
		return nil, false, fmt.Errorf("find session: %w", err)
	}
	defer rows.Close()
	if !rows.Next() {
		return nil, false, rows.Err()
	}
	var data []byte
	if err := rows.Scan(&data); err != nil {
		return nil, false, fmt.Errorf("find session: %w", err)
	}
	return data, true, rows.Err()
}

// Commit stores the session's data and expiry, replacing earlier ones.
func (s *SessionStore) Commit(token string, b []byte, expiry time.Time) error {
	return s.CommitCtx(context.Background(), token, b, expiry)
}

// CommitCtx is Commit with a context.
// A ctx marked by dayspa.WithExistingSessionOnly updates only a session
// that is still stored: a session ended while a request of it ran stays
// ended.
func (s *SessionStore) CommitCtx(ctx context.Context, token string, b []byte, expiry time.Time) error {
	if dayspa.ExistingSessionOnly(ctx) {
		if _, err := s.db.write.ExecContext(ctx, `UPDATE sessions SET data = $2, expiry = $3 WHERE token = $1`,
			token, b, dbTime(expiry)); err != nil {
			return fmt.Errorf("commit session: %w", err)
		}
		return nil
	}
	_, err := s.db.write.ExecContext(ctx, `
		INSERT INTO sessions (token, data, expiry) VALUES ($1, $2, $3)
		ON CONFLICT (token) DO UPDATE SET data = excluded.data, expiry = excluded.expiry`,
		token, b, dbTime(expiry))
	if err != nil {
		return fmt.Errorf("commit session: %w", err)
	}
	return nil
}

// Delete removes a session; an unknown token is not an error.
func (s *SessionStore) Delete(token string) error {
	return s.DeleteCtx(context.Background(), token)
}

// DeleteCtx is Delete with a context.
func (s *SessionStore) DeleteCtx(ctx context.Context, token string) error {
	if _, err := s.db.write.ExecContext(ctx, `DELETE FROM sessions WHERE token = $1`, token); err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	return nil
}

// All returns the data of every unexpired session by token.
func (s *SessionStore) All() (map[string][]byte, error) {
	return s.AllCtx(context.Background())
}

// AllCtx is All with a context.
func (s *SessionStore) AllCtx(ctx context.Context) (map[string][]byte, error) {
	rows, err := s.db.read.QueryContext(ctx, `SELECT token, data FROM sessions WHERE expiry > $1`, s.now())
	if err != nil {
		return nil, fmt.Errorf("all sessions: %w", err)
	}
	defer rows.Close()
	out := map[string][]byte{}
	for rows.Next() {
		var token string
		var data []byte
		if err := rows.Scan(&token, &data); err != nil {
			return nil, fmt.Errorf("all sessions: %w", err)
		}
		out[token] = data
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("all sessions: %w", err)
	}
	return out, nil
}

// DeleteExpired removes the sessions that have expired and returns how
// many it removed. Find never returns them anyway; this keeps the table
// small.
func (s *SessionStore) DeleteExpired(ctx context.Context) (int64, error) {
	// The list of each person's sessions forgets them first.
	if _, err := s.db.write.ExecContext(ctx, `
		DELETE FROM staff_sessions WHERE token_hash IN (SELECT token FROM sessions WHERE expiry <= $1)`, s.now()); err != nil {
		return 0, fmt.Errorf("delete expired staff sessions: %w", err)
	}
	res, err := s.db.write.ExecContext(ctx, `DELETE FROM sessions WHERE expiry <= $1`, s.now())
	if err != nil {
		return 0, fmt.Errorf("delete expired sessions: %w", err)
	}
	return res.RowsAffected()
}

// DeleteAll ends every session, as when the admin password changes, and
// returns how many there were.
func (s *SessionStore) DeleteAll(ctx context.Context) (int64, error) {
	if _, err := s.db.write.ExecContext(ctx, `DELETE FROM staff_sessions`); err != nil {
		return 0, fmt.Errorf("delete staff sessions: %w", err)
	}
	res, err := s.db.write.ExecContext(ctx, `DELETE FROM sessions`)
	if err != nil {
		return 0, fmt.Errorf("delete sessions: %w", err)
	}
	return res.RowsAffected()
}

// Cleanup deletes expired sessions every interval until ctx ends, and
// reports the errors to onError (which may be nil). Run it in a goroutine;
// several instances may run it at once.
func (s *SessionStore) Cleanup(ctx context.Context, interval time.Duration, onError func(error)) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if _, err := s.DeleteExpired(ctx); err != nil && ctx.Err() == nil && onError != nil {
				onError(err)
			}
		}
	}
}
