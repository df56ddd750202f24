package sqlstore

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"

	"github.com/dayspa/dayspa"
)

// Every booking reads the team (the active therapists with their
// services, schedules and time off, the active rooms, the hours and the
// special days, the room blocks) inside its write transaction. They change seldom, so each
// instance keeps a copy and reads only the team's version, a counters row
// that every change of them sets to a new random number in the same
// transaction. A copy is used only while the version it was read at is
// still the stored one: a change made by any instance is seen by the next
// booking of every instance.
//
// A new version is read by one request at a time: the others that need
// it wait for that copy instead of all reading the team at once, as the
// first bookings after a change or after the instance starts would.

type teamCache struct {
	mu      sync.Mutex
	valid   bool
	version int64
	team    team
	// loading is held by the request reading the team (see loadTeam).
	loading sync.Mutex
	// reads counts the team's reads, and beforeRead, when not nil, runs
	// before each (for the tests).
	reads      int
	beforeRead func()
}

// get returns the copy when it was read at version.
func (c *teamCache) get(version int64) (team, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.valid && c.version == version {
		return c.team, true
	}
	return team{}, false
}

type team struct {
	// version is the team's version this copy was read at.
	version    int64
	therapists []dayspa.Therapist
	rooms      []dayspa.Room
	calendar   dayspa.Calendar
	// blocks are every room block, by start (roomblock.go).
	blocks []dayspa.RoomBlock
}

// touchTeam records, in tx, that the team changed.
func touchTeam(ctx context.Context, tx *Tx) error {
	if _, err := tx.ExecContext(ctx, `UPDATE counters SET value = $1 WHERE name = 'team_version'`, rand.Int64()); err != nil {
		return fmt.Errorf("team version: %w", err)
	}
	return nil
}

// loadTeam returns the active team, from this instance's copy when it is
// current. The version is read before the team, so a copy is never older
// than the version it is kept under.
func loadTeam(ctx context.Context, tx *Tx) (team, error) {
	version, err := teamVersion(ctx, tx)
	if err != nil {
		return team{}, err
	}
	c := &tx.db.team
	if t, ok := c.get(version); ok {
		return t, nil
	}
	// The team's reads are plain reads, which wait for no lock, so the
	// request holding loading ends without any other's help.
	c.loading.Lock()
	defer c.loading.Unlock()
	if t, ok := c.get(version); ok {
		return t, nil // read meanwhile by the request that held loading
	}
	if c.beforeRead != nil {
		c.beforeRead()
	}
	t := team{version: version}
	if t.therapists, err = listTherapists(ctx, tx, true); err != nil {
		return team{}, err
	}
	if t.rooms, err = listRooms(ctx, tx, true); err != nil {
		return team{}, err
	}
	if t.calendar, err = calendar(ctx, tx, dayspa.Date{Year: 1, Month: 1, Day: 1}, dayspa.Date{Year: 9999, Month: 12, Day: 31}); err != nil {
		return team{}, err
	}
	if t.blocks, err = roomBlocks(ctx, tx, `ORDER BY start_date, start_minute, id`); err != nil {
		return team{}, err
	}
	c.mu.Lock()
	c.valid, c.version, c.team = true, version, t
	c.reads++
	c.mu.Unlock()
	return t, nil
}

const teamVersionSQL = `SELECT value FROM counters WHERE name = 'team_version'`

// teamVersion reads the team's version.
func teamVersion(ctx context.Context, tx *Tx) (int64, error) {
	var version int64
	if err := tx.queryRow(ctx, teamVersionSQL).Scan(&version); err != nil {
		return 0, fmt.Errorf("team version: %w", err)
	}
	return version, nil
}
