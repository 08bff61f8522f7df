/**
 * A record's history: its versions newest first (who, when, which fields), what
 * changed between two chosen versions (a version and the one before it to begin with), and
 * "Restore": after a confirmation that names any file that is gone, the version's values are saved
 * as the next version through the content store, like a form's save.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CONTENT_TEXTS } from '@common/content';
import { LoadingStatus } from '@/components/ui/loading-status';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { formatDateTime } from '@/lib/format-date';
import type { AdminKind, AdminRecord } from '../admin-kind';
import { BusyButton } from '../../shared/busy-button';
import { STAFF_READ, useStaffQuery } from '../../shared/admin-list';
import { adminKeys } from '../../query-keys';
import type { ContentStore, Revision } from '../api/content-store';
import { SaveConflictError, versionOf } from '../api/save-conflict';
import { changedFieldLabels, differences, restorePlan, type FieldDifference, type RestorePlan, type TextPart } from '../history';
import { validateValues } from '../validation';
import { ChoiceField } from '../../shared/choice-field';
import { conflictMessage } from './use-record-form';

export interface HistoryDialogProps<T extends AdminRecord> {
  kind: AdminKind<T>;
  store: ContentStore;
  /** The record whose history is open; null keeps the dialog closed. */
  record: T | null;
  onClose: () => void;
  /** After a restore was saved: what the list's notice says. */
  onRestored: (message: string) => void;
}

interface Confirming<T extends AdminRecord> {
  revision: Revision<T>;
  /** Null while the record and its files are checked. */
  plan: RestorePlan | null;
  current: T | null;
  saving: boolean;
  failure: string | null;
}

const HISTORY_ERROR = 'Failed to load the history. Please try again.';

export function HistoryDialog<T extends AdminRecord>({ kind, store, record, onClose, onRestored }: HistoryDialogProps<T>) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Confirming<T> | null>(null);
  const [pair, setPair] = useState<[older: string, newer: string] | null>(null);
  // The name stays while the dialog fades out after closing.
  const [shown, setShown] = useState(record);
  if (record !== null && record !== shown) setShown(record);
  const recordId = record?.id ?? null;
  // Opened for another record: start again (while closing, what was shown stays).
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (recordId !== null && recordId !== openedFor) {
    setOpenedFor(recordId);
    setConfirming(null);
    setPair(null);
  }
  if (recordId === null && openedFor !== null) setOpenedFor(null);

  // While closing, the last record's history stays on screen (its query, no longer read).
  const historyOf = recordId ?? shown?.id ?? '';
  const history = useStaffQuery(adminKeys.content.history(kind.kind, historyOf), () => store.history(kind, historyOf), HISTORY_ERROR, recordId !== null);
  const loaded = history.isPending ? { state: 'loading' as const } : history.isError ? { state: 'failed' as const } : { state: 'ready' as const, revisions: history.data };

  const saving = confirming?.saving ?? false;
  const close = () => {
    if (!saving) onClose();
  };
  const name = shown ? kind.label(shown) : '';

  return (
    <Dialog open={record !== null} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>History of “{name}”</DialogTitle>
      <DialogContent>
        {loaded.state === 'loading' && <LoadingStatus text="Loading history..." />}
        {loaded.state === 'failed' && (
          <Alert severity="error" role="alert">
            {HISTORY_ERROR}
          </Alert>
        )}
        {loaded.state === 'ready' && loaded.revisions.length === 0 && <Typography>No saved versions yet.</Typography>}
        {loaded.state === 'ready' && loaded.revisions.length > 0 && shown && (
          confirming ? (
            <RestoreConfirmation kind={kind} confirming={confirming} />
          ) : (
            <Versions
              kind={kind}
              revisions={loaded.revisions}
              pair={pair ?? defaultPair(loaded.revisions)}
              onPair={setPair}
              onRestore={(revision) => void startRestore(revision)}
            />
          )
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {confirming ? (
          <>
            <Button onClick={() => setConfirming(null)} disabled={saving} autoFocus>
              Back to history
            </Button>
            <BusyButton
              onClick={() => void restore()}
              disabled={!confirming.plan || !confirming.current}
              busy={saving}
              label={`Restore version ${confirming.revision.version}`}
              busyLabel="Restoring..."
            />
          </>
        ) : (
          <Button onClick={close}>Close</Button>
        )}
      </DialogActions>
    </Dialog>
  );

  async function startRestore(revision: Revision<T>) {
    if (!revision.record || !recordId) return;
    const texts = CONTENT_TEXTS[kind.kind];
    setConfirming({ revision, plan: null, current: null, saving: false, failure: null });
    try {
      const current = await queryClient.fetchQuery({ queryKey: adminKeys.content.record(kind.kind, recordId), queryFn: () => store.read(kind, recordId), ...STAFF_READ });
      if (!current) {
        setConfirming({ revision, plan: null, current: null, saving: false, failure: `This ${texts.singular.toLowerCase()} was deleted, so it cannot be restored.` });
        return;
      }
      const plan = await restorePlan(kind, current, revision.record, store.bucket(), (paths) => store.missingFiles(paths));
      const errors = validateValues(kind.fields, plan.values);
      const invalid = kind.fields.filter((field) => errors[field.name]).map((field) => field.label);
      const failure = invalid.length ? `Version ${revision.version} cannot be restored as it is, because the form would refuse these fields: ${invalid.join(', ')}. Edit the ${texts.singular.toLowerCase()} instead.` : null;
      setConfirming({ revision, plan: failure ? null : plan, current, saving: false, failure });
    } catch (error) {
      console.error('Failed to prepare the restore', error);
      setConfirming({ revision, plan: null, current: null, saving: false, failure: 'Could not check the stored record and its files. Please try again.' });
    }
  }

  async function restore() {
    if (!confirming?.plan || !confirming.current || !recordId) return;
    const { revision, plan, current } = confirming;
    const texts = CONTENT_TEXTS[kind.kind];
    setConfirming({ ...confirming, saving: true, failure: null });
    try {
      await store.save(kind, { id: recordId, original: current, values: plan.values });
      onRestored(`Version ${revision.version} restored as version ${versionOf(current) + 1}.`);
    } catch (error) {
      console.error(texts.saveError, error);
      const failure = error instanceof SaveConflictError ? conflictMessage(texts.singular.toLowerCase(), error) : texts.saveError;
      setConfirming({ ...confirming, saving: false, failure });
    }
  }
}

/** The newest saved version and the one before it (ids), or null when there is nothing to compare. */
function defaultPair(revisions: readonly Revision[]): [string, string] | null {
  const saved = revisions.filter((revision) => revision.record);
  return saved.length >= 2 ? [saved[1]!.id, saved[0]!.id] : null;
}

const CHANGE_LABEL = { created: 'Created', updated: 'Saved', deleted: 'Deleted' } as const;

interface VersionsProps<T extends AdminRecord> {
  kind: AdminKind<T>;
  revisions: Revision<T>[];
  pair: [string, string] | null;
  onPair: (pair: [string, string]) => void;
  onRestore: (revision: Revision<T>) => void;
}

function Versions<T extends AdminRecord>({ kind, revisions, pair, onPair, onRestore }: VersionsProps<T>) {
  const saved = revisions.filter((revision) => revision.record);
  const newest = saved[0];
  const before = (revision: Revision<T>) => saved[saved.indexOf(revision) + 1];
  const options = saved.map((revision) => ({ value: revision.id, label: `Version ${revision.version}${revision === newest ? ' (current)' : ''}` }));
  const older = saved.find((revision) => revision.id === pair?.[0]);
  const newer = saved.find((revision) => revision.id === pair?.[1]);
  return (
    <>
      <Table size="small" sx={{ mb: 3 }}>
        <caption style={visuallyHidden}>Versions, newest first</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Version</TableCell>
            <TableCell scope="col">Saved by</TableCell>
            <TableCell scope="col">When</TableCell>
            <TableCell scope="col">What changed</TableCell>
            <TableCell scope="col" align="right">
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {revisions.map((revision) => {
            const previous = revision.record ? before(revision) : undefined;
            const labels = changedFieldLabels(kind, revision.fields);
            return (
              <TableRow key={revision.id}>
                <TableCell component="th" scope="row">
                  Version {revision.version}
                  {revision === newest ? ' (current)' : ''}
                </TableCell>
                <TableCell>{revision.by || 'System'}</TableCell>
                <TableCell>{formatDateTime(revision.at)}</TableCell>
                <TableCell>{revision.change === 'updated' ? labels.join(', ') || 'No form field' : CHANGE_LABEL[revision.change]}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {previous && (
                    <Button size="small" onClick={() => onPair([previous.id, revision.id])} aria-label={`Compare version ${revision.version} with version ${previous.version}`}>
                      Compare
                    </Button>
                  )}
                  {revision.record && revision !== newest && (
                    <Button size="small" variant="outlined" onClick={() => onRestore(revision)} aria-label={`Restore version ${revision.version}`} sx={{ ml: 1 }}>
                      Restore
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {older && newer && pair && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <ChoiceField label="Older version" value={pair[0]} options={options} onChange={(id) => onPair([id, pair[1]])} sx={{ minWidth: '12rem' }} />
            <ChoiceField label="Newer version" value={pair[1]} options={options} onChange={(id) => onPair([pair[0], id])} sx={{ minWidth: '12rem' }} />
          </Box>
          <Comparison kind={kind} older={older} newer={newer} />
        </>
      )}
    </>
  );
}

function Comparison<T extends AdminRecord>({ kind, older, newer }: { kind: AdminKind<T>; older: Revision<T>; newer: Revision<T> }) {
  const headingId = useId();
  const changes = older.record && newer.record ? differences(kind, older.record, newer.record) : [];
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        Changes from version {older.version} to version {newer.version}
      </Typography>
      {changes.length === 0 ? (
        <Typography>No form field differs between these versions.</Typography>
      ) : (
        <Box component="dl" sx={{ m: 0 }}>
          {changes.map((change) => (
            <FieldChange key={change.name} change={change} />
          ))}
        </Box>
      )}
    </Box>
  );
}

const MARKS = {
  removed: { element: 'del', sx: { bgcolor: '#fde7e9', color: 'text.primary', textDecoration: 'line-through' } },
  added: { element: 'ins', sx: { bgcolor: '#e3f4e4', color: 'text.primary', textDecoration: 'underline' } },
} as const;

/** Removed or added text: struck through or underlined and named for screen readers, not colour alone. */
function Marked({ kind, text }: { kind: keyof typeof MARKS; text: string }) {
  return (
    <Box component={MARKS[kind].element} sx={MARKS[kind].sx}>
      <span style={visuallyHidden}>{kind}: </span>
      {text}
    </Box>
  );
}

function FieldChange({ change }: { change: FieldDifference }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {change.label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {change.parts ? <TextDifference parts={change.parts} /> : (
          <>
            {change.before ? <Marked kind="removed" text={change.before} /> : <em>(empty)</em>}
            <span aria-hidden="true"> → </span>
            <span style={visuallyHidden}> then </span>
            {change.after ? <Marked kind="added" text={change.after} /> : <em>(empty)</em>}
          </>
        )}
      </Typography>
    </Box>
  );
}

function TextDifference({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'same' ? <span key={index}>{part.text}</span> : <Marked key={index} kind={part.kind} text={part.text} />,
      )}
    </>
  );
}

function RestoreConfirmation<T extends AdminRecord>({ kind, confirming }: { kind: AdminKind<T>; confirming: Confirming<T> }) {
  const { revision, plan, current, failure } = confirming;
  const one = CONTENT_TEXTS[kind.kind].singular.toLowerCase();
  return (
    <Box>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        Restore version {revision.version}?
      </Typography>
      {!plan && !failure && <LoadingStatus text="Checking the stored record and its files..." />}
      {plan && current && (
        <>
          <Typography sx={{ mb: 2 }}>
            The {one}’s values of version {revision.version} are saved as a new version (version {versionOf(current) + 1}). The current version stays in the
            history.
          </Typography>
          {plan.gone.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {plan.gone.map((gone) => (
                <Typography key={gone.label}>
                  The file “{gone.file}” of {gone.label} in version {revision.version} is gone: the current file is kept for {gone.label}.
                </Typography>
              ))}
            </Alert>
          )}
        </>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </Box>
  );
}
