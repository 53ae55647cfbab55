import { type InviteResponse } from '@portfolio/contracts';
import { Button, useToast } from '@portfolio/ui';
import { copyText } from '@portfolio/ui/clipboard';

/**
 * Tells the admin what became of an invitation sent or sent again: mailed, or (no mail server)
 * only a link was created, which the toast offers to copy so they can send it themselves.
 */
export function useAnnounceInvitation() {
  const { toast } = useToast();
  return ({ message, delivery, invitation }: InviteResponse) => {
    if (delivery === 'email') {
      toast({ title: 'Invitation Sent', description: message });
      return;
    }
    const handle = toast({
      title: 'Invitation link created',
      description: message,
      action: (
        <Button
          $variant="outline"
          $size="sm"
          onClick={() =>
            void copyText(invitation.link).then(
              () => handle.update({ title: 'Link copied', action: undefined }),
              () =>
                handle.update({
                  title: 'Copy the link by hand',
                  description: invitation.link,
                  action: undefined,
                }),
            )
          }
        >
          Copy link
        </Button>
      ),
    });
  };
}
