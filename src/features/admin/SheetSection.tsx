import { useAtom } from 'jotai';
import { SheetConnectionCard } from '../../components/SheetConnectionCard/SheetConnectionCard';
import { toast } from '../../components/Toast/toastQueue';
import { sheetsAtom } from './atoms';
import { connect, connectedMessage, disconnect, disconnectedMessage, formatSyncTime, parseSheetInput, sheetConfig, type SheetKey } from './sheets';

/** One spreadsheet connection, wired to the session's state. */
export function SheetSection({ sheetKey }: { sheetKey: SheetKey }) {
  const [sheets, setSheets] = useAtom(sheetsAtom);
  const config = sheetConfig[sheetKey];
  const connection = sheets[sheetKey];
  return (
    <SheetConnectionCard
      title={config.title}
      rowLabel={config.rowLabel}
      connection={{ ...connection, lastSync: formatSyncTime(connection.lastSync) }}
      onConnect={(input) => {
        const parsed = parseSheetInput(input);
        if (!parsed.ok) return parsed.error;
        setSheets((current) => connect(current, sheetKey, parsed.url, new Date()));
        toast.success(connectedMessage(sheetKey));
        return undefined;
      }}
      onDisconnect={() => {
        setSheets((current) => disconnect(current, sheetKey));
        toast.success(disconnectedMessage(sheetKey));
      }}
    />
  );
}
