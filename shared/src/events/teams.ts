// Participants without a class yet (a parent's new child, an import row without a team) sit in
// this team id of their event until an organizer moves them. The web leaves it out of team lists.
export const unassignedTeamId = 'unassigned';
